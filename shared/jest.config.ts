import { createJestConfig } from './src/testing/create-jest-config';

export default createJestConfig({ rootDir: __dirname, displayName: 'shared' });
