// `npm run create-league -- --path <leaguePath> --name <name> --manager-email <email>`: builds the API
// when its sources changed since the last build, then runs the compiled command
// (dist/data-tooling/league-main/create-league.cli.js): a new league main with its fixed boards and
// its first grade-1 manager.
import { runBuiltCli } from './run-built.mjs';

runBuiltCli('data-tooling/league-main/create-league.cli.js', process.argv.slice(2));
