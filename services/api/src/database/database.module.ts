import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { CONNECT_IN_BACKGROUND, DatabaseConnection } from './database-connection.service';
import { DatabaseReadyGuard } from './database-ready.guard';
import { serializeEmbeddedConnection } from './embedded-connection-queue';

/**
 * One connection for the app; each domain module registers its entities with TypeOrmModule.forFeature.
 * On the embedded database its transactions run one at a time, in a bounded queue, and reads
 * outside transactions run beside them on a read-only connection (serializeEmbeddedConnection).
 * DatabaseConnection connects it (TypeORM's own start-up retries and then kills the process). As
 * imported, a failed connection stops the start (the import command); forServer() keeps the server
 * up while MySQL is away.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ ...buildDataSourceOptions(config), autoLoadEntities: true, manualInitialization: true }),
      // Nest always passes the options built above.
      dataSourceFactory: async (options?: DataSourceOptions) => {
        const dataSource = new DataSource(options as DataSourceOptions);
        if (options?.type !== 'better-sqlite3') return dataSource;
        return serializeEmbeddedConnection(dataSource, (options.extra as { writeQueueMs?: number } | undefined)?.writeQueueMs);
      },
    }),
  ],
  providers: [DatabaseConnection],
  exports: [DatabaseConnection],
})
export class DatabaseModule {
  static forServer(): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: CONNECT_IN_BACKGROUND, useValue: true },
        { provide: APP_GUARD, useClass: DatabaseReadyGuard },
      ],
    };
  }
}
