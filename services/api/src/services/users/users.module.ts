import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth';
import { FilesModule } from '../files/files.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { TeamsModule } from '../teams/teams.module';
import { MemberLeaguesService } from './member-leagues.service';
import { User } from '../../repositories/users/user.entity';
import { UserProfileService } from './user-profile.service';
import { UsersRepository } from '../../repositories/users/users.repository';
import { UsersService } from './users.service';
import { WithdrawalService } from './withdrawal.service';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';

/** Member accounts: registration, own account and profile photo, password checks and changes, withdrawal; the league mains a member runs or plays in. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([User]), LeaguesModule, TeamsModule, FilesModule, AuditModule],
  providers: [LeaguesRepository, PlayersRepository, UsersRepository, UsersService, UserProfileService, WithdrawalService, MemberLeaguesService],
  exports: [UsersService, TypeOrmModule, MemberLeaguesService, UserProfileService, WithdrawalService],
})
export class UsersModule {}
