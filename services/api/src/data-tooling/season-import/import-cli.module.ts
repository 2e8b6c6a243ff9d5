import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { ConfigModule } from '../../config/config.module';
import { DatabaseModule } from '../../database/database.module';
import { SeasonImportModule } from './season-import.module';

/** The import command's context: configuration, the database (migrations run on connect) and the import. */
@Module({})
export class ImportCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ImportCliModule, imports: [ConfigModule.forRoot(config), DatabaseModule, SeasonImportModule] };
  }
}
