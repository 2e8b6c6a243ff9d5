/**
 * The API's dependency rules (issue 27), checked by `npm run lint` (nx run @dugout/api:lint) and CI:
 * no cycles between files, each floor (bootstrap, controllers, services, repositories, database,
 * common, config) imports only the floors under it, controllers never reach a repository,
 * migrations and the server stay free of code they must not carry. Cycles between folders and the
 * longest chain of folders are checked against architecture-budget.json by
 * tools/scripts/api-architecture.mjs, a ratchet lowered as the API is reshaped.
 */
/** A floor's rule: files under `from` import nothing under `above`. */
const floor = (name, comment, from, above) => ({ name, comment, severity: 'error', from: { path: from }, to: { path: above } });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycles',
      comment: 'Two files import each other (directly or through others).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'controller-calls-services-only',
      comment: 'A controller makes one call into a service; the data is the repositories\' business.',
      severity: 'error',
      from: { path: '\\.controller\\.ts$' },
      to: { path: '\\.(repository|queries)\\.ts$' },
    },
    {
      name: 'repository-holds-no-rules',
      comment: 'A repository reads and writes its tables; it never calls a service.',
      severity: 'error',
      from: { path: '\\.(repository|queries)\\.ts$' },
      to: { path: '\\.service\\.ts$' },
    },
    {
      name: 'migrations-import-no-application-code',
      comment: 'A migration must keep working as the code around it changes: it imports nothing from the application.',
      severity: 'error',
      from: { path: '^src/database/migrations/' },
      // fresh-database: the first migration marks a brand-new database, the one signal the demo seed trusts.
      to: { path: '^src/', pathNot: '^src/database/(migrations/|fresh-database\\.ts$)' },
    },
    {
      name: 'server-imports-no-data-tooling',
      comment: 'The commands (import, demo, season file, bench) compose their own modules; the server takes only the demo seed it needs at start.',
      severity: 'error',
      from: { path: '^src/bootstrap/' },
      to: { path: '^src/data-tooling/', pathNot: '^src/data-tooling/seed/' },
    },
    // The floors (docs/architecture.md): each imports only the floors under it.
    floor('services-under-routes', 'A service never reaches up to the routes, the server or the commands.', '^src/services/', '^src/(controllers|bootstrap|data-tooling|cli)/'),
    floor('repositories-under-services', 'A repository reaches only the database floor and the pure engine under it.', '^src/repositories/', '^src/(services|controllers|bootstrap|data-tooling|cli)/'),
    floor(
      'foundations-under-repositories',
      'The database, the common pieces, the configuration and the engine know nothing of the domain above them.',
      '^src/(database|common|config|stats-engine)/',
      '^src/(repositories|services|controllers|bootstrap|data-tooling|cli)/',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    exclude: { path: '(\\.test\\.ts$|^test/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
