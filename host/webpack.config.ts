import { createWebpackConfig } from '../shared/build/create-webpack-config';

export default createWebpackConfig({
  dir: __dirname,
  name: 'host',
  kind: 'host',
  devPort: 3000,
  title: 'Agency',
});
