import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../common/read-cache/read-cache.module';
import { StatsModule } from '../stats/stats.module';
import { GameBatting } from './game-batting.entity';
import { GameInning } from './game-inning.entity';
import { GameLineup } from './game-lineup.entity';
import { GamePitching } from './game-pitching.entity';
import { GameDetailService } from './game-detail.service';
import { GameRecordService } from './game-record.service';
import { Game } from './game.entity';
import { GamesController } from './games.controller';
import { ScheduleReadService } from './schedule-read.service';
import { ScheduleController } from './schedule.controller';
import { Schedule } from './schedule.entity';
import { SuspendedGame } from './suspended-game.entity';

/** Schedule items, game records (box scores), lineups and suspended games. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Schedule, Game, GameInning, GameBatting, GamePitching, GameLineup, SuspendedGame]),
    StatsModule,
    ReadCacheModule,
  ],
  controllers: [ScheduleController, GamesController],
  providers: [GameRecordService, ScheduleReadService, GameDetailService],
  exports: [GameRecordService, TypeOrmModule],
})
export class GamesModule {}
