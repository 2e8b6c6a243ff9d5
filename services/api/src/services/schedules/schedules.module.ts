import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { ReadCacheModule } from '../../common/read-cache/read-cache.module';
import { GroundsQueries } from '../../repositories/grounds/grounds.queries';
import { LeaguesModule } from '../leagues/leagues.module';
import { TeamsQueries } from '../../repositories/teams/teams.queries';
import { GameLineup } from '../../repositories/schedules/game-lineup.entity';
import { ScheduleReadService } from './schedule-read.service';
import { Schedule } from '../../repositories/schedules/schedule.entity';
import { SchedulesQueries } from '../../repositories/schedules/schedules.queries';
import { SchedulesService } from './schedules.service';
import { SuspendedGame } from '../../repositories/schedules/suspended-game.entity';

/** Schedule items, cancellations, suspended games and submitted lineups. */
@Module({
  imports: [TypeOrmModule.forFeature([Schedule, GameLineup, SuspendedGame]), LeaguesModule, AuditModule, ReadCacheModule],
  providers: [SchedulesQueries, TeamsQueries, GroundsQueries, ScheduleReadService, SchedulesService],
  exports: [ScheduleReadService, SchedulesService, TypeOrmModule],
})
export class SchedulesModule {}
