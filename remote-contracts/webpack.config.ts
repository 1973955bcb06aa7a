import { createWebpackConfig } from '../shared/build/create-webpack-config';

export default createWebpackConfig({
  dir: __dirname,
  name: 'remote_contracts',
  kind: 'remote',
  devPort: 3003,
  exposes: { './pages': './src/page-registry.ts' },
  title: 'Contracts',
});
