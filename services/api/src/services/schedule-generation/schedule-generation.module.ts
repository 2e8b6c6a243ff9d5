import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { TeamsModule } from '../teams/teams.module';
import { ScheduleGenerationRepository } from '../../repositories/schedule-generation/schedule-generation.repository';
import { ScheduleGenerationService } from './schedule-generation.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { GroundsRepository } from '../../repositories/grounds/grounds.repository';

/** Round-robin generation with temporary schedules (scheduleGenerate, issue 14). */
@Module({
  imports: [TeamsModule, SchedulesModule, AccessModule, AuditModule],
  providers: [GroundsRepository, LeaguesRepository, ScheduleGenerationRepository, ScheduleGenerationService],
  exports: [ScheduleGenerationService],
})
export class ScheduleGenerationModule {}
