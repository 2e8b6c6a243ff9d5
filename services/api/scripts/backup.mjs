// `npm run backup`: builds the API when its sources changed since the last build, then runs the
// compiled backup command (dist/database/backup.cli.js): a consistent copy of the embedded
// database under var/backups/, safe while the server runs.
import { runBuiltCli } from './run-built.mjs';

runBuiltCli('database/backup.cli.js', process.argv.slice(2));
