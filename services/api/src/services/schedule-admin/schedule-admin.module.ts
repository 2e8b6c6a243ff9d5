import { Module } from '@nestjs/common';
import { UsersQueries } from '../../repositories/users/users.queries';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { GamesModule } from '../games/games.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { ScheduleAdminQueries } from '../../repositories/schedules/schedule-admin.queries';
import { ScheduleAdminService } from './schedule-admin.service';
import { SchedulesModule } from '../schedules/schedules.module';

/**
 * The league admin's schedule (issue 14). Its own module because cancelling deletes the game's
 * record through the games module, which itself imports SchedulesModule.
 */
@Module({
  imports: [SchedulesModule, GamesModule, LeaguesModule, AccessModule, AuditModule],
  providers: [UsersQueries, ScheduleAdminQueries, ScheduleAdminService],
  exports: [ScheduleAdminService],
})
export class ScheduleAdminModule {}
