// Server tests run against real databases (PGlite in memory, or PostgreSQL when
// TEST_DATABASE_URL is set), one file at a time (--runInBand). The test script runs
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
};
