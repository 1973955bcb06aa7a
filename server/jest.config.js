// Server tests run against real databases (PGlite in memory, or PostgreSQL when
// TEST_DATABASE_URL is set), a database a file, so files may run in parallel
// (npm test gives them two workers). The test script runs
// node with --experimental-vm-modules because PGlite's CommonJS build loads Node
// built-ins through dynamic import().
const swcTypeScript = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
};
const swcEsm = {
  jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
  module: { type: 'commonjs' },
};

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcTypeScript],
    // cookie 2 (used by fastify.inject through light-my-request) ships ESM only;
    // Node 20 can require() it, jest cannot, so it is compiled to CommonJS here.
    '/node_modules/cookie/dist/.+\\.js$': ['@swc/jest', swcEsm],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/cookie@[^/]+/node_modules/)?cookie/)'],
  testTimeout: 60000,
  // One migrated and seeded database that every test application copies (test-database.ts).
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
};
