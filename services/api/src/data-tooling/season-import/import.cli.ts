import 'reflect-metadata';
import { runImportCommand } from './import.command';

// node dist/season-import/import.cli.js <file> [...]  (npm run import -- <file> builds first, then runs this)
runImportCommand(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('가져오는 중 오류가 발생했습니다:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
