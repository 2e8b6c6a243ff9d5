import { Module } from '@nestjs/common';
import { LeaguesModule } from '../leagues/leagues.module';
import { LiveScoresController } from './live-scores.controller';
import { LiveScoresQueries } from '../repositories/live/live-scores.queries';
import { LiveScoresService } from './live-scores.service';

/** Live scores: the hub record saves report to, and the event streams of the ticker and game page. */
@Module({
  imports: [LeaguesModule],
  controllers: [LiveScoresController],
  providers: [LiveScoresQueries, LiveScoresService],
  exports: [LiveScoresService],
})
export class LiveScoresModule {}
