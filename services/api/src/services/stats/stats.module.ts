import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../../common/read-cache/read-cache.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { SchedulesRepository } from '../../repositories/schedules/schedules.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { LeaguePlayerStat } from '../../repositories/stats/league-player-stat.entity';
import { LeagueTeamStat } from '../../repositories/stats/league-team-stat.entity';
import { PlayerStatsService } from './player-stats.service';
import { RankingsService } from './rankings.service';
import { SeasonStatsService } from './season-stats.service';
import { StandingsService } from './standings.service';
import { StatsRepository } from '../../repositories/stats/stats.repository';

/** Season aggregates maintained from the game records; standings, rankings and the team and player totals read them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([LeaguePlayerStat, LeagueTeamStat]),
    LeaguesModule,
    ReadCacheModule,
  ],
  providers: [StatsRepository, LeaguesRepository, TeamsRepository, PlayersRepository, SchedulesRepository, SeasonStatsService, StandingsService, RankingsService, PlayerStatsService],
  exports: [SeasonStatsService, PlayerStatsService, StandingsService, TypeOrmModule, RankingsService],
})
export class StatsModule {}
