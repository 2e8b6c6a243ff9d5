import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../../common/read-cache/read-cache.module';
import { LeaguesQueries } from '../../repositories/leagues/leagues.queries';
import { PlayersModule } from '../players/players.module';
import { LeagueTeamsService } from './league-teams.service';
import { TeamManager } from '../../repositories/teams/team-manager.entity';
import { TeamPlayer } from '../../repositories/teams/team-player.entity';
import { Team } from '../../repositories/teams/team.entity';
import { TeamsQueries } from '../../repositories/teams/teams.queries';
import { TeamsService } from './teams.service';

/** Teams, their players (team_player) and staff-portal managers (team_manager). */
@Module({
  imports: [TypeOrmModule.forFeature([Team, TeamPlayer, TeamManager]), PlayersModule, ReadCacheModule],
  providers: [TeamsQueries, LeaguesQueries, LeagueTeamsService, TeamsService],
  exports: [TeamsService, LeagueTeamsService, TypeOrmModule],
})
export class TeamsModule {}
