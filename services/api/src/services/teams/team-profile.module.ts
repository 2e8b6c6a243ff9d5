import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { FilesModule } from '../files/files.module';
import { LeaguesQueries } from '../../repositories/leagues/leagues.queries';
import { PlayersModule } from '../players/players.module';
import { UsersQueries } from '../../repositories/users/users.queries';
import { TeamProfileService } from './team-profile.service';
import { TeamsModule } from './teams.module';
import { TeamsQueries } from '../../repositories/teams/teams.queries';

/**
 * The teams module's make-team and team info routes. A module of its own because they need the
 * access and files modules.
 */
@Module({
  imports: [TeamsModule, AccessModule, AuditModule, FilesModule, PlayersModule],
  providers: [TeamsQueries, UsersQueries, LeaguesQueries, TeamProfileService],
  exports: [TeamProfileService],
})
export class TeamProfileModule {}
