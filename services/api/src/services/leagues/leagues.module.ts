import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../../common/read-cache/read-cache.module';
import { LeagueMain } from '../../repositories/leagues/league-main.entity';
import { LeagueManager } from '../../repositories/leagues/league-manager.entity';
import { LeaguePlayer } from '../../repositories/leagues/league-player.entity';
import { LeagueTeam } from '../../repositories/leagues/league-team.entity';
import { League } from '../../repositories/leagues/league.entity';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { LeaguesService } from './leagues.service';
import { Season } from '../../repositories/leagues/season.entity';

/** League mains, seasons, leagues, managers and agreements. */
@Module({
  imports: [TypeOrmModule.forFeature([LeagueMain, Season, League, LeagueTeam, LeaguePlayer, LeagueManager]), ReadCacheModule],
  providers: [LeaguesRepository, LeaguesService],
  exports: [LeaguesService, TypeOrmModule],
})
export class LeaguesModule {}
