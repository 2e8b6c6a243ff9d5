import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../common/read-cache/read-cache.module';
import { LeagueMain } from './league-main.entity';
import { LeagueManager } from './league-manager.entity';
import { LeaguePlayer } from './league-player.entity';
import { LeagueTeam } from './league-team.entity';
import { League } from './league.entity';
import { LeaguesController } from './leagues.controller';
import { LeaguesService } from './leagues.service';
import { MemberLeaguesController } from './member-leagues.controller';
import { MemberLeaguesService } from './member-leagues.service';
import { Season } from './season.entity';

/** League mains, seasons, leagues, managers and agreements. */
@Module({
  imports: [TypeOrmModule.forFeature([LeagueMain, Season, League, LeagueTeam, LeaguePlayer, LeagueManager]), ReadCacheModule],
  controllers: [LeaguesController, MemberLeaguesController],
  providers: [LeaguesService, MemberLeaguesService],
  exports: [LeaguesService, TypeOrmModule],
})
export class LeaguesModule {}
