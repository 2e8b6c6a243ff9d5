import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Player } from '../../repositories/players/player.entity';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { PlayersService } from './players.service';

/** Player records (a member's own, and those team staff register); rosters and game records refer to them. */
@Module({
  imports: [TypeOrmModule.forFeature([Player])],
  providers: [PlayersRepository, LeaguesRepository, PlayersService],
  exports: [PlayersService, TypeOrmModule],
})
export class PlayersModule {}
