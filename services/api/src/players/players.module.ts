import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Player } from '../repositories/players/player.entity';
import { PlayerLeagueTeamsController } from './player-league-teams.controller';
import { PlayersController } from './players.controller';
import { LeaguesQueries } from '../repositories/leagues/leagues.queries';
import { PlayersQueries } from '../repositories/players/players.queries';
import { PlayersService } from './players.service';

/** Player records (a member's own, and those team staff register); rosters and game records refer to them. */
@Module({
  imports: [TypeOrmModule.forFeature([Player])],
  controllers: [PlayersController, PlayerLeagueTeamsController],
  providers: [PlayersQueries, LeaguesQueries, PlayersService],
  exports: [PlayersService, TypeOrmModule],
})
export class PlayersModule {}
