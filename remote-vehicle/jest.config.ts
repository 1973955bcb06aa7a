import { createJestConfig } from '../shared/src/testing/create-jest-config';

export default createJestConfig({
  rootDir: __dirname,
  displayName: 'remote-vehicle',
  // The vehicle form has some forty antd fields; rendering it in jsdom on a busy
  // 2-core machine takes longer than the default 30 s.
  testTimeout: 90_000,
});
