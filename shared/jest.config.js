/**
 * Jest for @agency/shared: jsdom, @swc/jest, Testing Library.
 * Other apps can reuse `src/testing/jest-setup.ts` and `src/testing/style-stub.ts`.
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'shared',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
  moduleNameMapper: {
    '^@agency/shared/(.*)$': '<rootDir>/src/$1',
    '\\.(css|less|scss)$': '<rootDir>/src/testing/style-stub.ts',
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
};
