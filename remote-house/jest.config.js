/**
 * Component tests: jsdom, @swc/jest, Testing Library, shared's setup file.
 * @type {import('jest').Config}
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/jest-setup.ts'],
  moduleNameMapper: {
    '^@agency/shared/(.*)$': '<rootDir>/../shared/src/$1',
    // The request layer is mocked at the axios level with shared's axios-mock-adapter.
    '^axios-mock-adapter$': '<rootDir>/../shared/node_modules/axios-mock-adapter',
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
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@ant-design/colors|@ant-design/fast-color|@wangeditor|lodash-es|nanoid|dom7|snabbdom|slate)(/|$))',
  ],
  testTimeout: 30000,
};
