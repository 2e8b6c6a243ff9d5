import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../common/read-cache/read-cache.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { LeaguePlayerStat } from './league-player-stat.entity';
import { LeagueTeamStat } from './league-team-stat.entity';
import { RankingsController } from './rankings.controller';
import { RankingsService } from './rankings.service';
import { SeasonStatsService } from './season-stats.service';
import { StandingsService } from './standings.service';
import { StatsQueries } from './stats.queries';

/** Season aggregates maintained from the game records; standings and rankings read them. */
@Module({
  imports: [TypeOrmModule.forFeature([LeaguePlayerStat, LeagueTeamStat]), LeaguesModule, ReadCacheModule],
  controllers: [RankingsController],
  providers: [StatsQueries, SeasonStatsService, StandingsService, RankingsService],
  exports: [SeasonStatsService, TypeOrmModule],
})
export class StatsModule {}
