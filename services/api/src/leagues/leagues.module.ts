import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../common/read-cache/read-cache.module';
import { LeagueMain } from './league-main.entity';
import { LeagueManager } from './league-manager.entity';
import { LeaguePlayer } from './league-player.entity';
import { LeagueTeam } from './league-team.entity';
import { League } from './league.entity';
import { LeaguesController } from './leagues.controller';
import { LeaguesQueries } from './leagues.queries';
import { LeaguesService } from './leagues.service';
import { Season } from './season.entity';

/** League mains, seasons, leagues, managers and agreements. */
@Module({
  imports: [TypeOrmModule.forFeature([LeagueMain, Season, League, LeagueTeam, LeaguePlayer, LeagueManager]), ReadCacheModule],
  controllers: [LeaguesController],
  providers: [LeaguesQueries, LeaguesService],
  exports: [LeaguesService, TypeOrmModule],
})
export class LeaguesModule {}
