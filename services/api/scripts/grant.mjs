// `npm run grant -- <email> <leaguePath> [grade]`: builds the API when its sources changed since the
// last build, then runs the compiled grant command (dist/data-tooling/league-main/grant.cli.js): makes a member a
// manager of a league main (default grade 1).
import { runBuiltCli } from './run-built.mjs';

runBuiltCli('data-tooling/league-main/grant.cli.js', process.argv.slice(2));
