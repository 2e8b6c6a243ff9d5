import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { GroundsModule } from '../grounds/grounds.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { TeamsModule } from '../teams/teams.module';
import { ScheduleGenerationRepository } from '../../repositories/schedule-generation/schedule-generation.repository';
import { ScheduleGenerationService } from './schedule-generation.service';

/** Round-robin generation with temporary schedules (scheduleGenerate, issue 14). */
@Module({
  imports: [LeaguesModule, TeamsModule, GroundsModule, SchedulesModule, AccessModule, AuditModule],
  providers: [ScheduleGenerationRepository, ScheduleGenerationService],
  exports: [ScheduleGenerationService],
})
export class ScheduleGenerationModule {}
