import 'reflect-metadata';
import { runGrantCommand } from './grant.command';

// node dist/data-tooling/league-main/grant.cli.js <email> <leaguePath> [grade]  (npm run grant -- ... builds first, then runs this)
runGrantCommand(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('관리자를 지정하는 중 오류가 발생했습니다:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
