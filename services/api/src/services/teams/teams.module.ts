import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../../common/read-cache/read-cache.module';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { LeagueTeamsService } from './league-teams.service';
import { TeamManager } from '../../repositories/teams/team-manager.entity';
import { TeamPlayer } from '../../repositories/teams/team-player.entity';
import { Team } from '../../repositories/teams/team.entity';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { TeamsService } from './teams.service';
import { PlayersRepository } from '../../repositories/players/players.repository';

/** Teams, their players (team_player) and staff-portal managers (team_manager). */
@Module({
  imports: [TypeOrmModule.forFeature([Team, TeamPlayer, TeamManager]), ReadCacheModule],
  providers: [PlayersRepository, TeamsRepository, LeaguesRepository, LeagueTeamsService, TeamsService],
  exports: [TeamsService, LeagueTeamsService, TeamsRepository, TypeOrmModule],
})
export class TeamsModule {}
