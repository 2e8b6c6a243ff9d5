import { Module } from '@nestjs/common';
import { LeaguesQueries } from '../../repositories/leagues/leagues.queries';
import { LiveScoresQueries } from '../../repositories/live/live-scores.queries';
import { LiveScoresService } from './live-scores.service';

/** Live scores: the hub record saves report to, and the event streams of the ticker and game page. */
@Module({
  providers: [LiveScoresQueries, LeaguesQueries, LiveScoresService],
  exports: [LiveScoresService],
})
export class LiveScoresModule {}
