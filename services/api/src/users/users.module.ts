import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { LeaguesModule } from '../leagues/leagues.module';
import { PlayersModule } from '../players/players.module';
import { TeamsModule } from '../teams/teams.module';
import { MemberLeaguesController } from './member-leagues.controller';
import { MemberLeaguesService } from './member-leagues.service';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersQueries } from './users.queries';
import { UsersService } from './users.service';

/** Member accounts: registration, own account, password checks and changes; the league mains a member runs or plays in. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([User]), LeaguesModule, TeamsModule, PlayersModule],
  controllers: [UsersController, MemberLeaguesController],
  providers: [UsersQueries, UsersService, MemberLeaguesService],
  exports: [UsersService, TypeOrmModule],
})
export class UsersModule {}
