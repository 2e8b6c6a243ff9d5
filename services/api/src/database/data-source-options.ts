import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import {
  EMBEDDED_BUSY_TIMEOUT_MS,
  ImmediateTransactionDatabase,
  configureEmbeddedConnection,
  prepareEmbeddedDatabaseFile,
} from './embedded-database';
import { migrations } from './migrations';
import { TimedMysqlDriver } from './mysql-timeouts';

/**
 * MySQL/MariaDB when DATABASE_URL is set, otherwise the embedded SQLite file (better-sqlite3,
 * write-ahead log, full sync on commit). The schema only ever changes through migrations, which
 * run at boot. An embedded file that is empty, unreadable or damaged throws EmbeddedDatabaseError.
 */
export function buildDataSourceOptions(config: Pick<AppConfig, 'database' | 'databaseTimeouts' | 'nodeEnv'>): DataSourceOptions {
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
      connectorPackage: 'mysql2',
      driver: new TimedMysqlDriver(config.databaseTimeouts).module(),
      connectTimeout: config.databaseTimeouts.connectMs,
    };
  }

  prepareEmbeddedDatabaseFile(config.database.path);
  return {
    ...common,
    type: 'better-sqlite3',
    database: config.database.path,
    fileMustExist: true,
    driver: ImmediateTransactionDatabase,
    timeout: EMBEDDED_BUSY_TIMEOUT_MS,
    prepareDatabase: configureEmbeddedConnection,
    // Read by DatabaseModule for the embedded connection queue (TypeORM ignores it here).
    extra: { writeQueueMs: config.databaseTimeouts.writeQueueMs },
  };
}
