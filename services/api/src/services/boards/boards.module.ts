import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { BoardWritesService } from './board-writes.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { BoardsRepository } from '../../repositories/boards/boards.repository';
import { BoardsService } from './boards.service';
import { PostViewCounter } from './post-view-counter';

/** League boards: boards of a league main, posts, comments and attachments (reads, and writes with attachments in BoardWritesService). */
@Module({
  imports: [FilesModule],
  providers: [BoardsRepository, LeaguesRepository, BoardsService, BoardWritesService, PostViewCounter],
  exports: [BoardsService, BoardWritesService, BoardsRepository],
})
export class BoardsModule {}
