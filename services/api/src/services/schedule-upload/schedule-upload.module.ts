import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { TeamsModule } from '../teams/teams.module';
import { UsersModule } from '../users/users.module';
import { ScheduleUploadRepository } from '../../repositories/schedule-upload/schedule-upload.repository';
import { ScheduleUploadService } from './schedule-upload.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { GroundsRepository } from '../../repositories/grounds/grounds.repository';

/**
 * The schedule spreadsheet upload: reads .xlsx/.csv files, checks every row against the league's
 * teams, the main's grounds (read through their repositories) and members (users module), and saves
 * through SchedulesService.createGames. It owns no table.
 */
@Module({
  imports: [TeamsModule, UsersModule, SchedulesModule, AccessModule, AuditModule],
  providers: [GroundsRepository, LeaguesRepository, ScheduleUploadRepository, ScheduleUploadService],
  exports: [ScheduleUploadService],
})
export class ScheduleUploadModule {}
