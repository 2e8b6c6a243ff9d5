import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { GroundsModule } from '../grounds/grounds.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { TeamsModule } from '../teams/teams.module';
import { UsersModule } from '../users/users.module';
import { ScheduleUploadRepository } from '../../repositories/schedule-upload/schedule-upload.repository';
import { ScheduleUploadService } from './schedule-upload.service';

/**
 * The schedule spreadsheet upload: reads .xlsx/.csv files, checks every row against the league's
 * teams (teams module), the main's grounds (grounds module) and members (users module), and saves
 * through SchedulesService.createGames. It owns no table.
 */
@Module({
  imports: [LeaguesModule, TeamsModule, GroundsModule, UsersModule, SchedulesModule, AccessModule, AuditModule],
  providers: [ScheduleUploadRepository, ScheduleUploadService],
  exports: [ScheduleUploadService],
})
export class ScheduleUploadModule {}
