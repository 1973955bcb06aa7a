import { createJestConfig } from '../shared/src/testing/create-jest-config';

// The federation runtime never runs under jest: src/testing/jest-setup.ts replaces
// `features/federation/api/remote-loader` with its __mocks__ twin.
export default createJestConfig({
  rootDir: __dirname,
  displayName: 'host',
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
  esmPackages: ['echarts', 'zrender', 'tslib'],
});
