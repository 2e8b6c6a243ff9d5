import { Module } from '@nestjs/common';
import { LeaguesModule } from '../leagues/leagues.module';
import { BoardsController } from './boards.controller';
import { BoardsQueries } from './boards.queries';
import { BoardsService } from './boards.service';

/** League boards: boards of a league main, posts, comments and attachments (reads; writes come next). */
@Module({
  imports: [LeaguesModule],
  controllers: [BoardsController],
  providers: [BoardsQueries, BoardsService],
  exports: [BoardsService],
})
export class BoardsModule {}
