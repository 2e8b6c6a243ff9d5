import 'reflect-metadata';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { loadAppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';

/**
 * For the TypeORM CLI on the built code (npm run typeorm -w @dugout/api -- migration:show).
 * The application itself builds its connection in DatabaseModule.
 */
export default new DataSource({
  ...buildDataSourceOptions(loadAppConfig(process.env, { needsJwtSecret: false })),
  migrationsRun: false,
  entities: [path.join(__dirname, '..', '**', '*.entity.js')],
});
