import { Module } from '@nestjs/common';
import { UsersQueries } from '../../repositories/users/users.queries';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { TeamsModule } from '../teams/teams.module';
import { LeagueManagersService } from './league-managers.service';
import { ManagerRequest } from '../../repositories/managers/manager-request.entity';
import { ManagerRequestsQueries } from '../../repositories/managers/manager-requests.queries';
import { TeamManagersService } from './team-managers.service';

/** The managers screens of the league and team admin areas, and the members' manager requests. */
@Module({
  imports: [TypeOrmModule.forFeature([ManagerRequest]), AccessModule, AuditModule, LeaguesModule, TeamsModule],
  providers: [UsersQueries, ManagerRequestsQueries, LeagueManagersService, TeamManagersService],
  exports: [LeagueManagersService, TeamManagersService],
})
export class ManagersModule {}
