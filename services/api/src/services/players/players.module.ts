import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Player } from '../../repositories/players/player.entity';
import { LeaguesQueries } from '../../repositories/leagues/leagues.queries';
import { PlayersQueries } from '../../repositories/players/players.queries';
import { PlayersService } from './players.service';

/** Player records (a member's own, and those team staff register); rosters and game records refer to them. */
@Module({
  imports: [TypeOrmModule.forFeature([Player])],
  providers: [PlayersQueries, LeaguesQueries, PlayersService],
  exports: [PlayersService, TypeOrmModule],
})
export class PlayersModule {}
