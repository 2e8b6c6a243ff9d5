import { runBackupCommand } from './backup.command';

// node dist/database/backup.cli.js  (npm run backup builds first, then runs this)
runBackupCommand().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('백업하는 중 오류가 발생했습니다:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
