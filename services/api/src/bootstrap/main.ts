import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './create-app';
import { ConfigError, loadAppConfig, type AppConfig } from '../config/app-config';
import { EmbeddedDatabaseError, prepareEmbeddedDatabaseFile } from '../database/embedded-database';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadAppConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.database.type === 'sqlite') {
    try {
      prepareEmbeddedDatabaseFile(config.database.path);
    } catch (error) {
      if (error instanceof EmbeddedDatabaseError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  const app = await createApp(config);
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  const database = config.database.type === 'mysql' ? 'MySQL' : `SQLite (${config.database.path})`;
  Logger.log(`더그아웃 서버가 http://${config.host}:${config.port}/ 에서 실행 중입니다. DB: ${database}`, 'Main');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
