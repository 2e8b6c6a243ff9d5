// The one shared-dependency definition every webpack config imports.
// Everything here is a non-eager singleton: one React, one router, one zustand/swr and one auth store per page.
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');
const rootPackage = require(path.join(workspaceRoot, 'package.json'));
const authPackage = require(path.join(workspaceRoot, 'libs/auth/package.json'));

function rootRange(packageName) {
  const range = rootPackage.dependencies?.[packageName] ?? rootPackage.devDependencies?.[packageName];
  if (!range) throw new Error(`${packageName} is not a dependency of the root package.json`);
  return range;
}

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, eager: false });

const sharedDependencies = {
  react: singleton(rootRange('react')),
  // Sub-paths are shared explicitly: react-dom/client holds the renderer and must not be bundled twice.
  'react/jsx-runtime': singleton(rootRange('react')),
  'react-dom': singleton(rootRange('react-dom')),
  'react-dom/client': singleton(rootRange('react-dom')),
  // Resolved to libs/router (create-webpack-config.js): the router exports the apps use, one per
  // page. react-router itself is not shared: it is built into that module, only what it exports.
  'react-router-dom': { ...singleton(rootRange('react-router-dom')), version: require('react-router-dom/package.json').version },
  zustand: singleton(rootRange('zustand')),
  swr: singleton(rootRange('swr')),
  // A workspace package resolved through the @dugout/* alias, so every app provides and consumes
  // the same module: libs/auth/src/index.ts. It holds the one auth store of the page.
  '@dugout/auth': {
    singleton: true,
    eager: false,
    version: authPackage.version,
    requiredVersion: `^${authPackage.version}`,
  },
};

module.exports = { sharedDependencies };
