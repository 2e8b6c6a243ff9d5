import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { TeamsModule } from '../teams/teams.module';
import { LeagueEligibility } from '../../repositories/registrations/league-eligibility.entity';
import { RegistrationsRepository } from '../../repositories/registrations/registrations.repository';
import { RegistrationsService } from './registrations.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';

/** Player registrations of league teams, the season's player search and the eligibility rules (issue 13). */
@Module({
  imports: [TypeOrmModule.forFeature([LeagueEligibility]), TeamsModule, AccessModule, AuditModule],
  providers: [LeaguesRepository, RegistrationsRepository, RegistrationsService],
  exports: [RegistrationsService],
})
export class RegistrationsModule {}
