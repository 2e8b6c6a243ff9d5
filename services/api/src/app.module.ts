import { Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { AdminDashboardModule } from './admin-dashboard/admin-dashboard.module';
import { AuditAdminModule, AuditModule } from './audit/audit.module';
import { AccessModule } from './access';
import { AuthModule } from './auth';
import { BoardsModule } from './boards/boards.module';
import { BenchBaselineModule } from './data-tooling/bench/bench-baseline.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { FilesModule } from './files/files.module';
import { EmbeddedBackupModule } from './database/embedded-backup.module';
import { HealthModule } from './health/health.module';
import { LeaguesModule } from './leagues/leagues.module';
import { ManagersModule } from './managers/managers.module';
import { PlayersModule } from './players/players.module';
import { GamesModule } from './games/games.module';
import { SchedulesModule } from './schedules/schedules.module';
import { GroundsModule } from './grounds/grounds.module';
import { SeasonImportModule } from './data-tooling/season-import/season-import.module';
import { SeedModule } from './data-tooling/seed/seed.module';
import { StatsModule } from './stats/stats.module';
import { TeamsModule } from './teams/teams.module';
import { UsersModule } from './users/users.module';

export type AppModuleImports = NonNullable<ModuleMetadata['imports']>;

@Module({})
export class AppModule {
  /** The configuration is loaded once by the caller (main.ts or a test) and provided as AppConfig. */
  static forRoot(config: AppConfig, extraImports: AppModuleImports = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forServer(),
        HealthModule,
        FilesModule,
        LeaguesModule,
        AuthModule,
        UsersModule,
        PlayersModule,
        TeamsModule,
        AccessModule,
        ManagersModule,
        GroundsModule,
        SchedulesModule,
        GamesModule,
        StatsModule,
        AuditModule,
        AuditAdminModule,
        AdminDashboardModule,
        BoardsModule,
        SeasonImportModule,
        SeedModule,
        EmbeddedBackupModule,
        ...(config.benchBaseline ? [BenchBaselineModule] : []),
        ...extraImports,
      ],
    };
  }
}
