import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { ReadCacheModule } from '../../common/read-cache/read-cache.module';
import { GroundsRepository } from '../../repositories/grounds/grounds.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { GameLineup } from '../../repositories/schedules/game-lineup.entity';
import { ScheduleReadService } from './schedule-read.service';
import { Schedule } from '../../repositories/schedules/schedule.entity';
import { SchedulesRepository } from '../../repositories/schedules/schedules.repository';
import { SchedulesService } from './schedules.service';
import { SuspendedGame } from '../../repositories/schedules/suspended-game.entity';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';

/** Schedule items, cancellations, suspended games and submitted lineups. */
@Module({
  imports: [TypeOrmModule.forFeature([Schedule, GameLineup, SuspendedGame]), AuditModule, ReadCacheModule],
  providers: [LeaguesRepository, SchedulesRepository, TeamsRepository, GroundsRepository, ScheduleReadService, SchedulesService],
  exports: [ScheduleReadService, SchedulesService, SchedulesRepository, TypeOrmModule],
})
export class SchedulesModule {}
