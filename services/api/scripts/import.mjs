// `npm run import -- <file>`: builds the API when its sources changed since the last build, then
// runs the compiled import command (dist/data-tooling/season-import/import.cli.js).
import { runBuiltCli } from './run-built.mjs';

runBuiltCli('data-tooling/season-import/import.cli.js', process.argv.slice(2));
