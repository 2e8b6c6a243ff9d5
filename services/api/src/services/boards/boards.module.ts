import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { BoardWritesService } from './board-writes.service';
import { BoardsQueries } from '../../repositories/boards/boards.queries';
import { BoardsService } from './boards.service';
import { PostViewCounter } from './post-view-counter';

/** League boards: boards of a league main, posts, comments and attachments (reads, and writes with attachments in BoardWritesService). */
@Module({
  imports: [LeaguesModule, FilesModule],
  providers: [BoardsQueries, BoardsService, BoardWritesService, PostViewCounter],
  exports: [BoardsService, BoardWritesService],
})
export class BoardsModule {}
