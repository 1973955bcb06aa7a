import { createWebpackConfig } from '../shared/build/create-webpack-config';

export default createWebpackConfig({
  dir: __dirname,
  name: 'remote_system',
  kind: 'remote',
  devPort: 3004,
  exposes: { './pages': './src/page-registry.ts' },
  title: 'System',
});
