// `npm run import:retrosheet -- [options] <event file> [...]`: builds the API when its sources changed
// since the last build, then runs the compiled command (dist/data-tooling/retrosheet-import/retrosheet-import.cli.js).
import { runBuiltCli } from './run-built.mjs';

runBuiltCli('data-tooling/retrosheet-import/retrosheet-import.cli.js', process.argv.slice(2));
