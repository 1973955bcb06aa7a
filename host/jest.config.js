/**
 * Jest for the host: jsdom, @swc/jest, Testing Library. `@agency/shared/...` maps to
 * the shared sources; stylesheets to a stub; the federation runtime is never loaded
 * (`features/federation/api/remote-loader` is replaced by its __mocks__ twin).
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'host',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  setupFilesAfterEnv: [
    '<rootDir>/../shared/src/testing/jest-setup.ts',
    '<rootDir>/src/testing/jest-setup.ts',
  ],
  moduleNameMapper: {
    '^@agency/shared/(.*)$': '<rootDir>/../shared/src/$1',
    '\\.(css|less|scss)$': '<rootDir>/../shared/src/testing/style-stub.ts',
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // pnpm keeps packages under node_modules/.pnpm; let swc transform the ESM-only ones.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(@wangeditor|lodash-es|nanoid|dom7|snabbdom|slate|echarts|zrender|tslib|@ant-design.colors|@ant-design.fast-color))',
  ],
  testTimeout: 20000,
};
