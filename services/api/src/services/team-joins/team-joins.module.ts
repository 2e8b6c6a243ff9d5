import { Module } from '@nestjs/common';
import { UsersRepository } from '../../repositories/users/users.repository';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { TeamsModule } from '../teams/teams.module';
import { TeamJoinRequest } from '../../repositories/team-joins/team-join-request.entity';
import { TeamJoinsRepository } from '../../repositories/team-joins/team-joins.repository';
import { TeamJoinsService } from './team-joins.service';
import { PlayersRepository } from '../../repositories/players/players.repository';

/**
 * Joining and leaving teams: join requests (team_join_request); a member leaving ends his roster
 * entry through the teams module (its roster history). Teams, rosters and player records are asked
 * of their modules' services.
 */
@Module({
  imports: [TypeOrmModule.forFeature([TeamJoinRequest]), TeamsModule, AccessModule, AuditModule],
  providers: [PlayersRepository, UsersRepository, TeamJoinsRepository, TeamJoinsService],
  exports: [TeamJoinsService],
})
export class TeamJoinsModule {}
