// The one table of federated apps: container name, folder (also the /mf/<folder>/ mount) and dev port.
const federationApps = [
  { name: 'shell', folder: 'shell', port: 4200, kind: 'host' },
  { name: 'mfe_league_public', folder: 'mfe-league-public', port: 4201, kind: 'remote' },
  { name: 'mfe_league_admin', folder: 'mfe-league-admin', port: 4202, kind: 'remote' },
  { name: 'mfe_team', folder: 'mfe-team', port: 4203, kind: 'remote' },
  { name: 'mfe_user', folder: 'mfe-user', port: 4204, kind: 'remote' },
];

const remoteApps = federationApps.filter((app) => app.kind === 'remote');

/** Production remotes manifest: every remote build is served by the API at /mf/<folder>/. */
function buildRemotesManifest() {
  return Object.fromEntries(remoteApps.map((app) => [app.name, `/mf/${app.folder}/mf-manifest.json`]));
}

/** Dev remotes manifest: each remote's own dev server, on the host name the browser used. */
function devRemotesManifest(protocol, hostname) {
  return Object.fromEntries(
    remoteApps.map((app) => [app.name, `${protocol}://${hostname}:${app.port}/mf-manifest.json`]),
  );
}

module.exports = { federationApps, remoteApps, buildRemotesManifest, devRemotesManifest };
