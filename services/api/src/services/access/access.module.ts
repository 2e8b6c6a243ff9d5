import { Module } from '@nestjs/common';
import { LeaguesQueries } from '../../repositories/leagues/leagues.queries';
import { TeamsQueries } from '../../repositories/teams/teams.queries';
import { AccessService } from './access.service';
import { LeagueAdminGuard, TeamAdminGuard } from './admin-access.guard';

/**
 * Server-side authorization of the admin areas. A module with league-admin or team-admin routes
 * imports it and marks them @LeagueAdmin(...) / @TeamAdmin(...).
 */
@Module({
  providers: [LeaguesQueries, TeamsQueries, AccessService, LeagueAdminGuard, TeamAdminGuard],
  exports: [AccessService, LeagueAdminGuard, TeamAdminGuard],
})
export class AccessModule {}
