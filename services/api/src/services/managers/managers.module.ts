import { Module } from '@nestjs/common';
import { UsersRepository } from '../../repositories/users/users.repository';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { TeamsModule } from '../teams/teams.module';
import { LeagueManagersService } from './league-managers.service';
import { ManagerRequest } from '../../repositories/managers/manager-request.entity';
import { ManagerRequestsRepository } from '../../repositories/managers/manager-requests.repository';
import { TeamManagersService } from './team-managers.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';

/** The managers screens of the league and team admin areas, and the members' manager requests. */
@Module({
  imports: [TypeOrmModule.forFeature([ManagerRequest]), AccessModule, AuditModule, LeaguesModule, TeamsModule],
  providers: [LeaguesRepository, UsersRepository, ManagerRequestsRepository, LeagueManagersService, TeamManagersService],
  exports: [LeagueManagersService, TeamManagersService],
})
export class ManagersModule {}
