import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoardsModule } from '../../services/boards/boards.module';
import { GamesModule } from '../../services/games/games.module';
import { Ground } from '../../repositories/grounds/ground.entity';
import { LeagueMain } from '../../repositories/leagues/league-main.entity';
import { LeaguePlayer } from '../../repositories/leagues/league-player.entity';
import { LeagueTeam } from '../../repositories/leagues/league-team.entity';
import { League } from '../../repositories/leagues/league.entity';
import { Season } from '../../repositories/leagues/season.entity';
import { Player } from '../../repositories/players/player.entity';
import { TeamPlayer } from '../../repositories/teams/team-player.entity';
import { Team } from '../../repositories/teams/team.entity';
import { User } from '../../repositories/users/user.entity';
import { ImportKey } from '../../repositories/data-tooling/import-key.entity';
import { ImportKeysRepository } from '../../repositories/data-tooling/import-keys.repository';
import { GroundsRepository } from '../../repositories/grounds/grounds.repository';
import { LeagueEntriesRepository } from '../../repositories/league-entries/league-entries.repository';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { RegistrationsRepository } from '../../repositories/registrations/registrations.repository';
import { SchedulesRepository } from '../../repositories/schedules/schedules.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { SeasonImportService } from './season-import.service';

/**
 * Season files (docs/season-file-format.md) into the database: `npm run import -- <file>` and the
 * demo seed. It registers every entity the import writes and provides the repositories it writes
 * through, so the command-line context needs only this module (no controllers or auth).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ImportKey, LeagueMain, Season, League, LeagueTeam, LeaguePlayer, Ground, Team, TeamPlayer, Player, User]),
    GamesModule,
    BoardsModule,
  ],
  providers: [
    ImportKeysRepository,
    LeaguesRepository,
    GroundsRepository,
    TeamsRepository,
    PlayersRepository,
    LeagueEntriesRepository,
    RegistrationsRepository,
    SchedulesRepository,
    SeasonImportService,
  ],
  exports: [SeasonImportService],
})
export class SeasonImportModule {}
