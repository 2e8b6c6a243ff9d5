import { Module } from '@nestjs/common';
import { UsersRepository } from '../../repositories/users/users.repository';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { GamesModule } from '../games/games.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { ScheduleAdminRepository } from '../../repositories/schedules/schedule-admin.repository';
import { ScheduleAdminService } from './schedule-admin.service';
import { SchedulesModule } from '../schedules/schedules.module';

/**
 * The league admin's schedule (issue 14). Its own module because cancelling deletes the game's
 * record through the games module, which itself imports SchedulesModule.
 */
@Module({
  imports: [SchedulesModule, GamesModule, LeaguesModule, AccessModule, AuditModule],
  providers: [UsersRepository, ScheduleAdminRepository, ScheduleAdminService],
  exports: [ScheduleAdminService],
})
export class ScheduleAdminModule {}
