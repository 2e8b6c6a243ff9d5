import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { ConfigModule } from '../../config/config.module';
import { DatabaseModule } from '../../database/database.module';
import { RetrosheetImportModule } from './retrosheet-import.module';

/** The Retrosheet import command's context: configuration, the database (migrations run on connect) and the import. */
@Module({})
export class RetrosheetImportCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: RetrosheetImportCliModule, imports: [ConfigModule.forRoot(config), DatabaseModule, RetrosheetImportModule] };
  }
}
