import { Module } from '@nestjs/common';
import { ReadCacheModule } from '../common/read-cache/read-cache.module';
import { AccessController } from './access/access.controller';
import { AccessModule } from '../services/access/access.module';
import { AdminDashboardController } from './admin-dashboard/admin-dashboard.controller';
import { AdminDashboardModule } from '../services/admin-dashboard/admin-dashboard.module';
import { AgreementAdminController } from './agreements/agreement-admin.controller';
import { AgreementsController } from './agreements/agreements.controller';
import { AgreementsModule } from '../services/agreements/agreements.module';
import { AuditModule } from '../services/audit/audit.module';
import { AuditController } from './audit-log/audit-log.controller';
import { AuthController } from './auth/auth.controller';
import { AuthModule } from '../services/auth/auth.module';
import { BoardAdminController } from './boards/board-admin.controller';
import { BoardAdminModule } from '../services/boards/board-admin.module';
import { BoardWritesController } from './boards/board-writes.controller';
import { BoardsController } from './boards/boards.controller';
import { BoardsModule } from '../services/boards/boards.module';
import { CareerStatsController } from './stats/career-stats.controller';
import { CommonConfigController } from './leagues/common-config.controller';
import { FilesController } from './files/files.controller';
import { FilesModule } from '../services/files/files.module';
import { GameAdminController } from './games/game-admin.controller';
import { GameAdminModule } from '../services/games/game-admin.module';
import { GameEntryController } from './games/game-entry.controller';
import { GameEntryModule } from '../services/games/game-entry.module';
import { GamePlaysController } from './game-plays/game-plays.controller';
import { GamePlaysModule } from '../services/game-plays/game-plays.module';
import { GameStatsController } from './stats/game-stats.controller';
import { GamesController } from './games/games.controller';
import { GamesModule } from '../services/games/games.module';
import { GroundsController } from './grounds/grounds.controller';
import { GroundsModule } from '../services/grounds/grounds.module';
import { HealthController } from './health/health.controller';
import { HealthModule } from '../services/health/health.module';
import { LeagueApplyAdminController } from './league-entries/league-apply-admin.controller';
import { LeagueEntriesController } from './league-entries/league-entries.controller';
import { LeagueEntriesModule } from '../services/league-entries/league-entries.module';
import { LeagueImageController } from './leagues/league-image.controller';
import { LeagueManagersController } from './managers/league-managers.controller';
import { LeagueTeamsController } from './teams/league-teams.controller';
import { LeaguesController } from './leagues/leagues.controller';
import { LeaguesModule } from '../services/leagues/leagues.module';
import { LiveScoresController } from './live/live-scores.controller';
import { LiveScoresModule } from '../services/live/live-scores.module';
import { ManagersModule } from '../services/managers/managers.module';
import { MemberLeaguesController } from './users/member-leagues.controller';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetModule } from '../services/password-reset/password-reset.module';
import { PlayerLeagueTeamsController } from './players/player-league-teams.controller';
import { PlayersController } from './players/players.controller';
import { PlayersModule } from '../services/players/players.module';
import { RankingsController } from './stats/rankings.controller';
import { RegistrationsController } from './registrations/registrations.controller';
import { RegistrationsModule } from '../services/registrations/registrations.module';
import { ScheduleAdminController } from './schedule-admin/schedule-admin.controller';
import { ScheduleAdminModule } from '../services/schedule-admin/schedule-admin.module';
import { ScheduleController } from './schedules/schedule.controller';
import { ScheduleGenerationController } from './schedule-generation/schedule-generation.controller';
import { ScheduleGenerationModule } from '../services/schedule-generation/schedule-generation.module';
import { ScheduleUploadController } from './schedule-upload/schedule-upload.controller';
import { ScheduleUploadModule } from '../services/schedule-upload/schedule-upload.module';
import { SchedulesModule } from '../services/schedules/schedules.module';
import { SearchController } from './search/search.controller';
import { SearchModule } from '../services/search/search.module';
import { SeasonAdminController } from './leagues/season-admin.controller';
import { SeasonAdminModule } from '../services/leagues/season-admin.module';
import { StatsModule } from '../services/stats/stats.module';
import { TeamJoinRequestsController } from './team-joins/team-join-requests.controller';
import { TeamJoinsController } from './team-joins/team-joins.controller';
import { TeamJoinsModule } from '../services/team-joins/team-joins.module';
import { TeamLeagueEntriesController } from './league-entries/team-league-entries.controller';
import { TeamLineupsController } from './team-lineups/team-lineups.controller';
import { TeamLineupsModule } from '../services/team-lineups/team-lineups.module';
import { TeamManagersController } from './managers/team-managers.controller';
import { TeamPagesController } from './team-pages/team-pages.controller';
import { TeamPagesModule } from '../services/team-pages/team-pages.module';
import { TeamProfileController } from './teams/team-profile.controller';
import { TeamProfileModule } from '../services/teams/team-profile.module';
import { TeamRosterController } from './team-roster/team-roster.controller';
import { TeamRosterModule } from '../services/team-roster/team-roster.module';
import { TeamStatsController } from './stats/team-stats.controller';
import { TeamsController } from './teams/teams.controller';
import { TeamsModule } from '../services/teams/teams.module';
import { UserProfileController } from './users/user-profile.controller';
import { UsersController } from './users/users.controller';
import { UsersModule } from '../services/users/users.module';

/**
 * The API's routes: every controller, over the service modules that hold the rules they call.
 * The service modules declare no routes, so the data tooling can compose them without any.
 */
@Module({
  imports: [
    ReadCacheModule,
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
    GamePlaysModule,
    TeamLineupsModule,
    LiveScoresModule,
    StatsModule,
    AuditModule,
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
  ],
  controllers: [
    HealthController,
    FilesController,
    LeaguesController,
    AuthController,
    UsersController,
    UserProfileController,
    MemberLeaguesController,
    PasswordResetController,
    PlayersController,
    PlayerLeagueTeamsController,
    LeagueTeamsController,
    TeamsController,
    TeamJoinsController,
    TeamJoinRequestsController,
    AccessController,
    LeagueManagersController,
    TeamManagersController,
    TeamProfileController,
    GroundsController,
    ScheduleController,
    ScheduleAdminController,
    ScheduleGenerationController,
    ScheduleUploadController,
    GamesController,
    GameEntryController,
    GameAdminController,
    GamePlaysController,
    TeamLineupsController,
    LiveScoresController,
    RankingsController,
    TeamStatsController,
    GameStatsController,
    CareerStatsController,
    AuditController,
    AdminDashboardController,
    BoardsController,
    BoardWritesController,
    BoardAdminController,
    RegistrationsController,
    TeamRosterController,
    LeagueEntriesController,
    LeagueApplyAdminController,
    TeamLeagueEntriesController,
    TeamPagesController,
    SearchController,
    AgreementsController,
    AgreementAdminController,
    SeasonAdminController,
    LeagueImageController,
    CommonConfigController,
  ],
})
export class ApiRoutesModule {}
