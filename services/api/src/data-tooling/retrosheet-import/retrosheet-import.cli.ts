import 'reflect-metadata';
import { runRetrosheetImportCommand } from './retrosheet-import.command';

// node dist/data-tooling/retrosheet-import/retrosheet-import.cli.js [options] <event file> [...]
// (npm run import:retrosheet -- ... builds first, then runs this)
runRetrosheetImportCommand(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Retrosheet 파일을 가져오는 중 오류가 발생했습니다:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
