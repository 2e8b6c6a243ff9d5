import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { PlayersModule } from '../players/players.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { TeamsModule } from '../teams/teams.module';
import { GameEntryRepository } from '../../repositories/games/game-entry.repository';
import { GameEntryService } from './game-entry.service';
import { GamesModule } from './games.module';
import { GamesRepository } from '../../repositories/games/games.repository';
import { GamePlaysRepository } from '../../repositories/game-plays/game-plays.repository';

/** The admin box-score entry and the official record (final, corrections, versions). */
@Module({
  imports: [GamesModule, SchedulesModule, TeamsModule, PlayersModule, AccessModule, AuditModule],
  providers: [GameEntryRepository, GamesRepository, GamePlaysRepository, GameEntryService],
  exports: [GameEntryService],
})
export class GameEntryModule {}
