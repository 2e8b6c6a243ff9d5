import fs from 'node:fs';
import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { migrations } from './migrations';

/**
 * MySQL/MariaDB when DATABASE_URL is set, otherwise the embedded SQLite file (sql.js).
 * The schema only ever changes through migrations, which run at boot.
 */
export function buildDataSourceOptions(config: Pick<AppConfig, 'database' | 'nodeEnv'>): DataSourceOptions {
  const common = {
    migrations,
    migrationsRun: true,
    synchronize: false,
    // Failed queries reach the exception filter, which logs them; tests provoke some on purpose.
    logging: config.nodeEnv === 'test' ? false : (['warn', 'migration'] as const),
  } satisfies Partial<DataSourceOptions>;

  if (config.database.type === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      url: config.database.url,
      charset: 'utf8mb4',
      timezone: 'Z',
    };
  }

  fs.mkdirSync(path.dirname(config.database.path), { recursive: true });
  return {
    ...common,
    type: 'sqljs',
    location: config.database.path,
    autoSave: true,
  };
}
