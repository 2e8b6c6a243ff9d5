import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { TeamsModule } from '../teams/teams.module';
import { LeagueEligibility } from '../../repositories/registrations/league-eligibility.entity';
import { RegistrationsRepository } from '../../repositories/registrations/registrations.repository';
import { RegistrationsService } from './registrations.service';

/** Player registrations of league teams, the season's player search and the eligibility rules (issue 13). */
@Module({
  imports: [TypeOrmModule.forFeature([LeagueEligibility]), LeaguesModule, TeamsModule, AccessModule, AuditModule],
  providers: [RegistrationsRepository, RegistrationsService],
  exports: [RegistrationsService],
})
export class RegistrationsModule {}
