const { createWebpackConfig } = require('../tools/webpack/create-webpack-config');

const baseConfig = createWebpackConfig({
  projectRoot: __dirname,
  name: 'mfe_league_public',
  exposes: { './App': './src/app.tsx' },
});

/**
 * In production this remote always runs inside the shell, which already loads the @dugout/ui
 * stylesheets that libs/ui/src/index.ts imports. Declaring that index free of side effects here
 * lets webpack skip it and take each ui component from its own module, so a component used by
 * one lazy screen only (Modal, DataTable) stays in that screen's chunk instead of the first
 * view's, and the ui stylesheets are not downloaded a second time. Run alone (development) the
 * remote keeps the index and its stylesheets.
 */
module.exports = (env, argv = {}) => {
  const config = baseConfig(env, argv);
  if (argv.mode !== 'development') {
    config.module.rules.push({ test: /[\\/]libs[\\/]ui[\\/]src[\\/]index\.ts$/, sideEffects: false });
  }
  return config;
};
