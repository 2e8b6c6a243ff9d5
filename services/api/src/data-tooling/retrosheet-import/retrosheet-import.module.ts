import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoardsModule } from '../../services/boards/boards.module';
import { GamesModule } from '../../services/games/games.module';
import { ImportKey } from '../../repositories/data-tooling/import-key.entity';
import { ImportKeysRepository } from '../../repositories/data-tooling/import-keys.repository';
import { GamePlayRow } from '../../repositories/game-plays/game-play.entity';
import { GamePlayStartRow } from '../../repositories/game-plays/game-play-start.entity';
import { Ground } from '../../repositories/grounds/ground.entity';
import { GamePlaysRepository } from '../../repositories/game-plays/game-plays.repository';
import { LeagueEntriesRepository } from '../../repositories/league-entries/league-entries.repository';
import { LeagueMain } from '../../repositories/leagues/league-main.entity';
import { LeaguePlayer } from '../../repositories/leagues/league-player.entity';
import { LeagueTeam } from '../../repositories/leagues/league-team.entity';
import { League } from '../../repositories/leagues/league.entity';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { Season } from '../../repositories/leagues/season.entity';
import { Player } from '../../repositories/players/player.entity';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { RegistrationsRepository } from '../../repositories/registrations/registrations.repository';
import { Schedule } from '../../repositories/schedules/schedule.entity';
import { SchedulesRepository } from '../../repositories/schedules/schedules.repository';
import { TeamPlayer } from '../../repositories/teams/team-player.entity';
import { Team } from '../../repositories/teams/team.entity';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { User } from '../../repositories/users/user.entity';
import { RetrosheetImportService } from './retrosheet-import.service';

/**
 * Retrosheet event files into a league (`npm run import:retrosheet`, issue 28). It registers every
 * entity the import writes or reads and provides the repositories it writes through, so the
 * command-line context needs only this module.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ImportKey, LeagueMain, Season, League, LeagueTeam, LeaguePlayer, Team, TeamPlayer, Player, User, Ground, Schedule, GamePlayStartRow, GamePlayRow]),
    GamesModule,
    BoardsModule,
  ],
  providers: [
    ImportKeysRepository,
    LeaguesRepository,
    TeamsRepository,
    PlayersRepository,
    LeagueEntriesRepository,
    RegistrationsRepository,
    SchedulesRepository,
    GamePlaysRepository,
    RetrosheetImportService,
  ],
  exports: [RetrosheetImportService],
})
export class RetrosheetImportModule {}
