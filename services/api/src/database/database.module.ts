import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { CONNECT_IN_BACKGROUND, DatabaseConnection } from './database-connection.service';
import { DatabaseReadyGuard } from './database-ready.guard';

/**
 * One connection for the app; each domain module registers its entities with TypeOrmModule.forFeature.
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
