/**
 * Component tests: jsdom, @swc/jest, Testing Library, shared's setup file.
 * @type {import('jest').Config}
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  setupFiles: ['<rootDir>/src/testing/jest-polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/jest-setup.ts'],
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
    '/node_modules/(?!(\\.pnpm/)?(@wangeditor|lodash-es|nanoid|dom7|snabbdom|slate|@ant-design[+/]colors|@ant-design[+/]fast-color))',
  ],
  testTimeout: 30000,
};
