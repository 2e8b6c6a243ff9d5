import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../common/read-cache/read-cache.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { PlayersModule } from '../players/players.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { TeamsModule } from '../teams/teams.module';
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
    TeamsModule,
    PlayersModule,
    SchedulesModule,
    ReadCacheModule,
  ],
  controllers: [RankingsController, TeamStatsController, GameStatsController, CareerStatsController],
  providers: [StatsQueries, SeasonStatsService, StandingsService, RankingsService, PlayerStatsService],
  exports: [SeasonStatsService, PlayerStatsService, StandingsService, TypeOrmModule],
})
export class StatsModule {}
