const { createWebpackConfig } = require('../tools/webpack/create-webpack-config');

// The host: no build-time remotes; it reads /remotes.json at run time (see README.md).
module.exports = createWebpackConfig({ projectRoot: __dirname, name: 'shell' });
