import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { ConfigModule } from '../../config/config.module';
import { DatabaseModule } from '../../database/database.module';
import { LeaguesModule } from '../../services/leagues/leagues.module';
import { UsersModule } from '../../services/users/users.module';

/** The grant command's context: configuration, the database (migrations run on connect), leagues and members. */
@Module({})
export class GrantCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: GrantCliModule, imports: [ConfigModule.forRoot(config), DatabaseModule, LeaguesModule, UsersModule] };
  }
}
