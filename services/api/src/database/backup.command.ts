import fs from 'node:fs';
import { ConfigError, loadAppConfig } from '../config/app-config';
import { backupEmbeddedDatabase } from './embedded-backup';
import { EmbeddedDatabaseError, prepareEmbeddedDatabaseFile } from './embedded-database';

export interface BackupOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * `npm run backup`: a consistent copy of the embedded database (SQLITE_PATH, var/dugout.sqlite by
 * default) under var/backups/, safe while the server and the import command are writing.
 * Returns the exit code.
 */
export async function runBackupCommand(env: NodeJS.ProcessEnv = process.env, output: BackupOutput = console): Promise<number> {
  let file: string;
  try {
    const config = loadAppConfig({ LOG_LEVEL: 'error', ...env }, { needsJwtSecret: false });
    if (config.database.type !== 'sqlite') {
      output.error('DATABASE_URL(MySQL/MariaDB)을 쓰는 중입니다. 그 데이터베이스는 mysqldump --single-transaction 으로 백업해 주세요.');
      return 1;
    }
    file = config.database.path;
    if (!fs.existsSync(file)) {
      output.error(`백업할 데이터베이스 파일이 없습니다: ${file}`);
      return 1;
    }
    prepareEmbeddedDatabaseFile(file);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }
  const target = await backupEmbeddedDatabase(file);
  output.log(`백업을 만들었습니다: ${target}`);
  return 0;
}
