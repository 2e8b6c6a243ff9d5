import { Module } from '@nestjs/common';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { AccessService } from './access.service';
import { LeagueAdminGuard, TeamAdminGuard } from './admin-access.guard';

/**
 * Server-side authorization of the admin areas. A module with league-admin or team-admin routes
 * imports it and marks them @LeagueAdmin(...) / @TeamAdmin(...).
 */
@Module({
  providers: [LeaguesRepository, TeamsRepository, AccessService, LeagueAdminGuard, TeamAdminGuard],
  exports: [AccessService, LeagueAdminGuard, TeamAdminGuard],
})
export class AccessModule {}
