import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../../common/read-cache/read-cache.module';
import { LiveScoresModule } from '../live/live-scores.module';
import { PlayersModule } from '../players/players.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { StatsModule } from '../stats/stats.module';
import { TeamsModule } from '../teams/teams.module';
import { GameBatting } from '../../repositories/games/game-batting.entity';
import { GameDetailService } from './game-detail.service';
import { GameInning } from '../../repositories/games/game-inning.entity';
import { GamePitching } from '../../repositories/games/game-pitching.entity';
import { GameRecordService } from './game-record.service';
import { Game } from '../../repositories/games/game.entity';
import { GamesRepository } from '../../repositories/games/games.repository';

/** Game records: results, line scores and box scores, and the season totals kept with them. */
@Module({
  imports: [TypeOrmModule.forFeature([Game, GameInning, GameBatting, GamePitching]), SchedulesModule, StatsModule, TeamsModule, PlayersModule, ReadCacheModule, LiveScoresModule],
  providers: [GamesRepository, GameRecordService, GameDetailService],
  exports: [GameRecordService, TypeOrmModule, GameDetailService],
})
export class GamesModule {}
