import { createJestConfig } from '../shared/src/testing/create-jest-config';

export default createJestConfig({ rootDir: __dirname, displayName: 'remote-vehicle' });
