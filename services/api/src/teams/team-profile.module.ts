import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { FilesModule } from '../files/files.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { PlayersModule } from '../players/players.module';
import { UsersModule } from '../users/users.module';
import { TeamProfileController } from './team-profile.controller';
import { TeamProfileService } from './team-profile.service';
import { TeamsModule } from './teams.module';
import { TeamsQueries } from './teams.queries';

/**
 * The teams module's make-team and team info routes. A module of its own because they need the
 * access, users and files modules, which depend on the teams module.
 */
@Module({
  imports: [TeamsModule, AccessModule, AuditModule, FilesModule, LeaguesModule, PlayersModule, UsersModule],
  controllers: [TeamProfileController],
  providers: [TeamsQueries, TeamProfileService],
})
export class TeamProfileModule {}
