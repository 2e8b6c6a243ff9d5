/**
 * The API's dependency rules (issue 27), checked by `npm run lint` (nx run @dugout/api:lint) and CI:
 * no cycles between files, each floor (bootstrap, controllers, services, repositories, database,
 * common, config) imports only the floors under it, controllers never reach a repository,
 * migrations and the server stay free of code they must not carry. Cycles between folders and the
 * longest chain of folders are checked against architecture-budget.json by
 * tools/scripts/api-architecture.mjs, a ratchet lowered as the API is reshaped.
 */
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
    {
      name: 'services-under-routes',
      comment: 'The floors (docs/architecture.md): a service never reaches up to the routes, the server or the commands.',
      severity: 'error',
      from: { path: '^src/services/' },
      to: { path: '^src/(controllers|bootstrap|data-tooling|cli)/' },
    },
    {
      name: 'repositories-under-services',
      comment: 'A repository reaches only the database floor and the pure engine under it.',
      severity: 'error',
      from: { path: '^src/repositories/' },
      to: { path: '^src/(services|controllers|bootstrap|data-tooling|cli)/' },
    },
    {
      name: 'foundations-under-repositories',
      comment: 'The database, the common pieces and the configuration know nothing of the domain above them.',
      severity: 'error',
      from: { path: '^src/(database|common|config|stats-engine)/' },
      to: { path: '^src/(repositories|services|controllers|bootstrap|data-tooling|cli)/' },
    },
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
