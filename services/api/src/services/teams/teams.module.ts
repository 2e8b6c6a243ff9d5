import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../../common/read-cache/read-cache.module';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersModule } from '../players/players.module';
import { LeagueTeamsService } from './league-teams.service';
import { TeamManager } from '../../repositories/teams/team-manager.entity';
import { TeamPlayer } from '../../repositories/teams/team-player.entity';
import { Team } from '../../repositories/teams/team.entity';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { TeamsService } from './teams.service';

/** Teams, their players (team_player) and staff-portal managers (team_manager). */
@Module({
  imports: [TypeOrmModule.forFeature([Team, TeamPlayer, TeamManager]), PlayersModule, ReadCacheModule],
  providers: [TeamsRepository, LeaguesRepository, LeagueTeamsService, TeamsService],
  exports: [TeamsService, LeagueTeamsService, TeamsRepository, TypeOrmModule],
})
export class TeamsModule {}
