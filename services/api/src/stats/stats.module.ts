import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../common/read-cache/read-cache.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { PlayersQueries } from '../repositories/players/players.queries';
import { SchedulesQueries } from '../repositories/schedules/schedules.queries';
import { TeamsQueries } from '../repositories/teams/teams.queries';
import { CareerStatsController } from './career-stats.controller';
import { GameStatsController } from './game-stats.controller';
import { LeaguePlayerStat } from '../repositories/stats/league-player-stat.entity';
import { LeagueTeamStat } from '../repositories/stats/league-team-stat.entity';
import { PlayerStatsService } from './player-stats.service';
import { RankingsController } from './rankings.controller';
import { RankingsService } from './rankings.service';
import { SeasonStatsService } from './season-stats.service';
import { StandingsService } from './standings.service';
import { StatsQueries } from '../repositories/stats/stats.queries';
import { TeamStatsController } from './team-stats.controller';

/** Season aggregates maintained from the game records; standings, rankings and the team and player totals read them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([LeaguePlayerStat, LeagueTeamStat]),
    LeaguesModule,
    ReadCacheModule,
  ],
  controllers: [RankingsController, TeamStatsController, GameStatsController, CareerStatsController],
  providers: [StatsQueries, TeamsQueries, PlayersQueries, SchedulesQueries, SeasonStatsService, StandingsService, RankingsService, PlayerStatsService],
  exports: [SeasonStatsService, PlayerStatsService, StandingsService, TypeOrmModule],
})
export class StatsModule {}
