import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { PlayersModule } from '../players/players.module';
import { RegistrationsModule } from '../registrations/registrations.module';
import { TeamsModule } from '../teams/teams.module';
import { TeamRosterRepository } from '../../repositories/team-roster/team-roster.repository';
import { TeamRosterService } from './team-roster.service';

/** The team staff portal's roster and league entries (issue 16). */
@Module({
  imports: [TeamsModule, PlayersModule, LeaguesModule, RegistrationsModule, AccessModule, AuditModule],
  providers: [TeamRosterRepository, TeamRosterService],
  exports: [TeamRosterService],
})
export class TeamRosterModule {}
