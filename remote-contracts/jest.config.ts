import { createJestConfig } from '../shared/src/testing/create-jest-config';

export default createJestConfig({
  rootDir: __dirname,
  displayName: 'remote-contracts',
  // Kit screens render antd's table, search panel and form dialogs in jsdom; on a
  // busy 2-core machine a whole add or import flow takes longer than the default 30 s.
  testTimeout: 90_000,
});
