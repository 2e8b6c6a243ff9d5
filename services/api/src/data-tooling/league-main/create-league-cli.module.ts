import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { ConfigModule } from '../../config/config.module';
import { DatabaseModule } from '../../database/database.module';
import { BoardsModule } from '../../services/boards/boards.module';
import { LeaguesModule } from '../../services/leagues/leagues.module';
import { UsersModule } from '../../services/users/users.module';

/** The create-league command's context: configuration, the database (migrations run on connect), leagues, boards and members. */
@Module({})
export class CreateLeagueCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: CreateLeagueCliModule, imports: [ConfigModule.forRoot(config), DatabaseModule, LeaguesModule, BoardsModule, UsersModule] };
  }
}
