import 'reflect-metadata';
import { runCreateLeagueCommand } from './create-league.command';

// node dist/data-tooling/league-main/create-league.cli.js --path ... --name ... --manager-email ...  (npm run create-league -- ... builds first)
runCreateLeagueCommand(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('리그를 만드는 중 오류가 발생했습니다:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
