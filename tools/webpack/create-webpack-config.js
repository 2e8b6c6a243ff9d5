// One webpack factory for the host and every remote.
// Usage in <project>/webpack.config.js:
//   module.exports = createWebpackConfig({ projectRoot: __dirname, name: 'mfe_team', exposes: { './App': './src/app.tsx' } });
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const ts = require('typescript');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared-dependencies');
const { federationApps, buildRemotesManifest, devRemotesManifest } = require('./federation-apps');

const workspaceRoot = path.resolve(__dirname, '../..');
const DEFAULT_API_ORIGIN = 'http://127.0.0.1:3000';

/** resolve.alias for @dugout/* derived from the tsconfig.base.json paths (one definition). */
function workspaceAliases() {
  const configPath = path.join(workspaceRoot, 'tsconfig.base.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(`tsconfig.base.json: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  const baseUrl = path.resolve(workspaceRoot, config.compilerOptions.baseUrl ?? '.');
  return Object.fromEntries(
    Object.entries(config.compilerOptions.paths ?? {}).map(([specifier, [target]]) => [
      `${specifier}$`,
      path.resolve(baseUrl, target),
    ]),
  );
}

/** Text files a server sends precompressed (source maps are left out: only developer tools fetch them). */
const COMPRESSIBLE_ASSET = /\.(js|css|html|json|svg|txt|webmanifest|ico)$/;

/** Brotli and gzip siblings (main.js.br, main.js.gz) that the API and nginx send as they are. */
function precompressionPlugins() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE_ASSET,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE_ASSET,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

/** Emits remotes.json (the run-time remotes manifest the shell fetches at start) into the build output. */
class RemotesManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemotesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify(buildRemotesManifest(), null, 2) + '\n';
          compilation.emitAsset('remotes.json', new sources.RawSource(json));
        },
      );
    });
  }
}

/** The module types of the federation's share points (webpack's ModuleTypeConstants). */
const SHARE_POINT_TYPES = new Set(['consume-shared-module', 'provide-module']);

/** A chunk loaded for a shared module (the host's provided copy or a consume's fallback). */
function isSharedModuleChunk(chunk) {
  for (const group of chunk.groupsIterable) {
    if (group.origins.some((origin) => SHARE_POINT_TYPES.has(origin.module?.type))) return true;
  }
  return false;
}

/**
 * The host's shared modules (React, the router, swr, zustand, the auth store) in one chunk: the app
 * needs every one of them at start, and each chunk is a script the federation runtime inserts in the
 * task that starts the app (there were eleven, about 40 ms of that task at a phone's CPU speed).
 */
const HOST_SHARED_CHUNK = {
  cacheGroups: {
    shared: {
      chunks: isSharedModuleChunk,
      // A consume stays in its own chunk: in this one it would wait for the chunk it is part of.
      test: (module) => !SHARE_POINT_TYPES.has(module.type),
      name: 'shared',
      enforce: true,
      priority: 20,
    },
  },
};

/**
 * The runtime plugin behind `experiments.provideExternalRuntime`, taken as its ES module build:
 * the CommonJS build that option picks would bundle a second copy of the federation runtime.
 */
function externalRuntimeProviderPlugin() {
  const cjsPath = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return cjsPath.replace(/\.cjs$/, '.js');
}

function swcRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          target: 'es2020',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
        },
      },
    },
  };
}

/**
 * @param {{
 *   projectRoot: string,
 *   name: string,
 *   exposes?: Record<string, string>,
 * }} options
 */
function createWebpackConfig({ projectRoot, name, exposes = {} }) {
  const app = federationApps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown federated app "${name}" (see tools/webpack/federation-apps.js)`);
  const isHost = app.kind === 'host';
  const publicDir = path.join(projectRoot, 'public');

  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isDev = mode === 'development';
    const apiOrigin = process.env.API_ORIGIN || DEFAULT_API_ORIGIN;
    const runsAlone = isHost || isDev;

    return {
      mode,
      context: projectRoot,
      // A remote's own page (src/index.ts -> bootstrap) is for running it alone on its dev server;
      // its production build is only the federation container (remoteEntry.js + mf-manifest.json).
      entry: runsAlone ? { main: './src/index.ts' } : {},
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(projectRoot, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        // Entry (runtime) chunks keep a fixed name: with webpack 5.111 the federation runtime module
        // cannot resolve [contenthash] in its own chunk's file name (module-federation/core#5077).
        // index.html references them with a ?hash query instead (html-webpack-plugin `hash`).
        filename: '[name].js',
        chunkFilename: isDev ? '[name].chunk.js' : '[name].[contenthash:8].chunk.js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // react-router-dom is the apps' router (the stack's choice); its page-wide shared copy is
        // libs/router, the exports they use (see there).
        alias: { ...workspaceAliases(), 'react-router-dom$': path.join(workspaceRoot, 'libs/router/src/index.ts') },
      },
      module: {
        // An import of a name a module does not export fails the build (libs/router exports a subset).
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          swcRule(isDev),
          {
            test: /\.css$/,
            use: [isDev ? 'style-loader' : MiniCssExtractPlugin.loader, 'css-loader'],
          },
          {
            test: /\.(png|jpe?g|gif|webp|svg)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 2 * 1024 } },
          },
          { test: /\.(woff2?|ttf|otf|txt|pdf)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // The shell registers remotes at run time (remotes.json); nothing is wired at build time.
          remotes: {},
          shared: sharedDependencies,
          // Load a remote's entry only when its area is opened, so a broken remote cannot block start-up.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          ...(isHost
            ? // Publish the host's federation runtime for the remotes (see externalRuntime below).
              // The page runs in browsers only: no Node loading code in its federation runtime.
              { runtimePlugins: [externalRuntimeProviderPlugin()], experiments: { optimization: { target: 'web' } } }
            : {
                experiments: {
                  // In production a remote uses the host's federation runtime instead of carrying
                  // its own copy; run alone (dev server) it brings its own.
                  externalRuntime: !isDev,
                  // A remote loads no remotes itself; it runs in browsers only.
                  optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
                },
              }),
        }),
        ...(runsAlone
          ? [
              new HtmlWebpackPlugin({
                template: path.join(projectRoot, 'src/index.html'),
                // Deep links are served index.html (SPA fallback), so script URLs must be absolute.
                publicPath: '/',
                hash: !isDev,
                minify: !isDev,
              }),
            ]
          : []),
        ...(isDev ? [] : [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].chunk.css' })]),
        ...(fs.existsSync(publicDir) ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir, to: '.' }] })] : []),
        ...(isHost && !isDev ? [new RemotesManifestPlugin()] : []),
        ...(isDev ? [] : precompressionPlugins()),
      ],
      optimization: {
        moduleIds: isDev ? 'named' : 'deterministic',
        ...(isHost && !isDev ? { splitChunks: HOST_SHARED_CHUNK } : {}),
      },
      performance: { hints: false },
      stats: isDev ? 'minimal' : 'normal',
      devServer: {
        port: app.port,
        host: process.env.DEV_HOST || 'localhost',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // The shell on another port fetches this app's manifest, entry and chunks.
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        ...(isHost
          ? {
              proxy: [{ context: ['/api', '/upload'], target: apiOrigin, changeOrigin: true }],
              setupMiddlewares: (middlewares, devServer) => {
                // Dev remotes manifest: every remote on its own dev server, same host name the browser used.
                devServer.app.get('/remotes.json', (request, response) => {
                  response.json(devRemotesManifest(request.protocol, request.hostname));
                });
                return middlewares;
              },
            }
          : {}),
      },
    };
  };
}

module.exports = { createWebpackConfig, workspaceAliases };
