import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { RegistrationsModule } from '../registrations/registrations.module';
import { TeamsModule } from '../teams/teams.module';
import { TeamRosterRepository } from '../../repositories/team-roster/team-roster.repository';
import { TeamRosterService } from './team-roster.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';

/** The team staff portal's roster and league entries (issue 16). */
@Module({
  imports: [TeamsModule, RegistrationsModule, AccessModule, AuditModule],
  providers: [PlayersRepository, LeaguesRepository, TeamRosterRepository, TeamRosterService],
  exports: [TeamRosterService],
})
export class TeamRosterModule {}
