import { Module } from '@nestjs/common';
import { UsersRepository } from '../../repositories/users/users.repository';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { GamesModule } from '../games/games.module';
import { ScheduleAdminRepository } from '../../repositories/schedules/schedule-admin.repository';
import { ScheduleAdminService } from './schedule-admin.service';
import { SchedulesModule } from '../schedules/schedules.module';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';

/**
 * The league admin's schedule (issue 14). Its own module because cancelling deletes the game's
 * record through the games module, which itself imports SchedulesModule.
 */
@Module({
  imports: [SchedulesModule, GamesModule, AccessModule, AuditModule],
  providers: [LeaguesRepository, UsersRepository, ScheduleAdminRepository, ScheduleAdminService],
  exports: [ScheduleAdminService],
})
export class ScheduleAdminModule {}
