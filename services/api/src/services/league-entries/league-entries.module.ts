import { Module } from '@nestjs/common';
import { UsersRepository } from '../../repositories/users/users.repository';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { TeamsModule } from '../teams/teams.module';
import { LeagueApplicationsService } from './league-applications.service';
import { LeagueApply } from '../../repositories/league-entries/league-apply.entity';
import { LeagueEntriesRepository } from '../../repositories/league-entries/league-entries.repository';
import { LeagueEntriesService } from './league-entries.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';

/**
 * Teams in leagues (a league's member teams, league_team rows with interleague = 0) and league
 * applications (league_apply): the league admin's teamManageLeagues screens and the team staff's
 * applyLeague / leagueHistory. This module writes those two tables; teams, leagues and members
 * come from their modules' services.
 */
@Module({
  imports: [TypeOrmModule.forFeature([LeagueApply]), TeamsModule, AccessModule, AuditModule],
  providers: [LeaguesRepository, UsersRepository, LeagueEntriesRepository, LeagueEntriesService, LeagueApplicationsService],
  exports: [LeagueApplicationsService, LeagueEntriesService],
})
export class LeagueEntriesModule {}
