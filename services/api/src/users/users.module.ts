import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth';
import { FilesModule } from '../files/files.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { PlayersModule } from '../players/players.module';
import { TeamsModule } from '../teams/teams.module';
import { MemberLeaguesController } from './member-leagues.controller';
import { MemberLeaguesService } from './member-leagues.service';
import { User } from '../repositories/users/user.entity';
import { UserProfileController } from './user-profile.controller';
import { UserProfileService } from './user-profile.service';
import { UsersController } from './users.controller';
import { UsersQueries } from '../repositories/users/users.queries';
import { UsersService } from './users.service';
import { WithdrawalService } from './withdrawal.service';

/** Member accounts: registration, own account and profile photo, password checks and changes, withdrawal; the league mains a member runs or plays in. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([User]), LeaguesModule, TeamsModule, PlayersModule, FilesModule, AuditModule],
  controllers: [UsersController, UserProfileController, MemberLeaguesController],
  providers: [UsersQueries, UsersService, UserProfileService, WithdrawalService, MemberLeaguesService],
  exports: [UsersService, TypeOrmModule],
})
export class UsersModule {}
