import { Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { AdminDashboardModule } from './admin-dashboard/admin-dashboard.module';
import { AgreementsModule } from './agreements/agreements.module';
import { AuditModule } from './audit/audit.module';
import { AuditAdminModule } from './audit-log/audit-log.module';
import { AccessModule } from './access';
import { AuthModule } from './auth';
import { BoardAdminModule } from './boards/board-admin.module';
import { BoardsModule } from './boards/boards.module';
import { BenchBaselineModule } from './bench-baseline/bench-baseline.module';
import { InstanceBusModule } from './common/instance-bus/instance-bus.module';
import { IdempotencyModule } from './common/idempotency';
import { RateLimitModule } from './common/rate-limit';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { FilesModule } from './files/files.module';
import { EmbeddedBackupModule } from './database/embedded-backup.module';
import { HealthModule } from './health/health.module';
import { LeagueEntriesModule } from './league-entries/league-entries.module';
import { LeaguesModule } from './leagues/leagues.module';
import { LiveScoresModule } from './live/live-scores.module';
import { SeasonAdminModule } from './leagues/season-admin.module';
import { ManagersModule } from './managers/managers.module';
import { PlayersModule } from './players/players.module';
import { RegistrationsModule } from './registrations/registrations.module';
import { GamesModule } from './games/games.module';
import { GameEntryModule } from './games/game-entry.module';
import { GameAdminModule } from './games/game-admin.module';
import { ScheduleAdminModule } from './schedule-admin/schedule-admin.module';
import { SchedulesModule } from './schedules/schedules.module';
import { ScheduleGenerationModule } from './schedule-generation/schedule-generation.module';
import { ScheduleUploadModule } from './schedule-upload/schedule-upload.module';
import { GroundsModule } from './grounds/grounds.module';
import { SeedModule } from './data-tooling/seed/seed.module';
import { StatsModule } from './stats/stats.module';
import { TeamProfileModule } from './teams/team-profile.module';
import { TeamRosterModule } from './team-roster/team-roster.module';
import { TeamsModule } from './teams/teams.module';
import { TeamJoinsModule } from './team-joins/team-joins.module';
import { TeamLineupsModule } from './team-lineups/team-lineups.module';
import { TeamPagesModule } from './team-pages/team-pages.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { SearchModule } from './search/search.module';
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
        InstanceBusModule,
        // Before RateLimitModule: its interceptor runs first, so an answer replayed for an Idempotency-Key spends no write budget.
        IdempotencyModule,
        RateLimitModule,
        DatabaseModule.forServer(),
        HealthModule,
        FilesModule,
        LeaguesModule,
        AuthModule,
        UsersModule,
        PasswordResetModule,
        PlayersModule,
        TeamsModule,
        TeamJoinsModule,
        AccessModule,
        ManagersModule,
        TeamProfileModule,
        GroundsModule,
        SchedulesModule,
        ScheduleAdminModule,
        ScheduleGenerationModule,
        ScheduleUploadModule,
        GamesModule,
        GameEntryModule,
        GameAdminModule,
        TeamLineupsModule,
        LiveScoresModule,
        StatsModule,
        AuditModule,
        AuditAdminModule,
        AdminDashboardModule,
        BoardsModule,
        BoardAdminModule,
        RegistrationsModule,
        TeamRosterModule,
        LeagueEntriesModule,
        TeamPagesModule,
        SearchModule,
        AgreementsModule,
        SeasonAdminModule,
        SeedModule,
        EmbeddedBackupModule,
        ...(config.benchBaseline ? [BenchBaselineModule] : []),
        ...extraImports,
      ],
    };
  }
}
