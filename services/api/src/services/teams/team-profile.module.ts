import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { FilesModule } from '../files/files.module';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersModule } from '../players/players.module';
import { UsersRepository } from '../../repositories/users/users.repository';
import { TeamProfileService } from './team-profile.service';
import { TeamsModule } from './teams.module';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';

/**
 * The teams module's make-team and team info routes. A module of its own because they need the
 * access and files modules.
 */
@Module({
  imports: [TeamsModule, AccessModule, AuditModule, FilesModule, PlayersModule],
  providers: [PlayersRepository, TeamsRepository, UsersRepository, LeaguesRepository, TeamProfileService],
  exports: [TeamProfileService],
})
export class TeamProfileModule {}
