import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../common/read-cache/read-cache.module';
import { GameLineup } from './game-lineup.entity';
import { ScheduleReadService } from './schedule-read.service';
import { ScheduleController } from './schedule.controller';
import { Schedule } from './schedule.entity';
import { SchedulesService } from './schedules.service';
import { SuspendedGame } from './suspended-game.entity';

/** Schedule items, cancellations, suspended games and submitted lineups. */
@Module({
  imports: [TypeOrmModule.forFeature([Schedule, GameLineup, SuspendedGame]), ReadCacheModule],
  controllers: [ScheduleController],
  providers: [ScheduleReadService, SchedulesService],
  exports: [ScheduleReadService, SchedulesService, TypeOrmModule],
})
export class SchedulesModule {}
