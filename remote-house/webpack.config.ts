import { createWebpackConfig } from '../shared/build/create-webpack-config';

export default createWebpackConfig({
  dir: __dirname,
  name: 'remote_house',
  kind: 'remote',
  devPort: 3001,
  exposes: { './pages': './src/page-registry.ts' },
  publicPages: './src/public-page-registry.ts',
  title: 'Houses',
});
