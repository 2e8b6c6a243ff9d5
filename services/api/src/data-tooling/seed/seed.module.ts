import { Module } from '@nestjs/common';
import { AuthModule } from '../../services/auth';
import { FilesModule } from '../../services/files/files.module';
import { SeasonImportModule } from '../season-import/season-import.module';
import { DemoSeedService } from './demo-seed.service';
import { BoardsRepository } from '../../repositories/boards/boards.repository';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { UsersRepository } from '../../repositories/users/users.repository';

@Module({ imports: [SeasonImportModule, AuthModule, FilesModule], providers: [BoardsRepository, UsersRepository, LeaguesRepository, TeamsRepository, PlayersRepository, DemoSeedService] })
export class SeedModule {}
