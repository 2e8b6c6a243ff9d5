import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access';
import { GameEntryModule } from '../games/game-entry.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { GameEntryRepository } from '../../repositories/games/game-entry.repository';
import { GamePlayRow } from '../../repositories/game-plays/game-play.entity';
import { GamePlayStartRow } from '../../repositories/game-plays/game-play-start.entity';
import { GamePlaysRepository } from '../../repositories/game-plays/game-plays.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { GamePlaysService } from './game-plays.service';

/** Games recorded play by play (issue 28): the events, the derived box score saved through the entry, the 문자 중계. */
@Module({
  imports: [TypeOrmModule.forFeature([GamePlayStartRow, GamePlayRow]), GameEntryModule, SchedulesModule, AccessModule],
  providers: [GamePlaysRepository, GameEntryRepository, PlayersRepository, GamePlaysService],
  exports: [GamePlaysService],
})
export class GamePlaysModule {}
