const { createWebpackConfig } = require('../tools/webpack/create-webpack-config');

module.exports = createWebpackConfig({
  projectRoot: __dirname,
  name: 'mfe_user',
  exposes: { './App': './src/app.tsx' },
});
