import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../../common/read-cache/read-cache.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { PlayersQueries } from '../../repositories/players/players.queries';
import { SchedulesQueries } from '../../repositories/schedules/schedules.queries';
import { TeamsQueries } from '../../repositories/teams/teams.queries';
import { LeaguePlayerStat } from '../../repositories/stats/league-player-stat.entity';
import { LeagueTeamStat } from '../../repositories/stats/league-team-stat.entity';
import { PlayerStatsService } from './player-stats.service';
import { RankingsService } from './rankings.service';
import { SeasonStatsService } from './season-stats.service';
import { StandingsService } from './standings.service';
import { StatsQueries } from '../../repositories/stats/stats.queries';

/** Season aggregates maintained from the game records; standings, rankings and the team and player totals read them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([LeaguePlayerStat, LeagueTeamStat]),
    LeaguesModule,
    ReadCacheModule,
  ],
  providers: [StatsQueries, TeamsQueries, PlayersQueries, SchedulesQueries, SeasonStatsService, StandingsService, RankingsService, PlayerStatsService],
  exports: [SeasonStatsService, PlayerStatsService, StandingsService, TypeOrmModule, RankingsService],
})
export class StatsModule {}
