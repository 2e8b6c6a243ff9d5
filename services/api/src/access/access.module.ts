import { Module } from '@nestjs/common';
import { LeaguesModule } from '../leagues/leagues.module';
import { TeamsModule } from '../teams/teams.module';
import { AccessController } from './access.controller';
import { AccessService } from './access.service';
import { LeagueAdminGuard, TeamAdminGuard } from './admin-access.guard';

/**
 * Server-side authorization of the admin areas. A module with league-admin or team-admin routes
 * imports it and marks them @LeagueAdmin(...) / @TeamAdmin(...).
 */
@Module({
  imports: [LeaguesModule, TeamsModule],
  controllers: [AccessController],
  providers: [AccessService, LeagueAdminGuard, TeamAdminGuard],
  exports: [AccessService, LeagueAdminGuard, TeamAdminGuard],
})
export class AccessModule {}
