import { Module } from '@nestjs/common';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { LiveScoresRepository } from '../../repositories/live/live-scores.repository';
import { LiveScoresService } from './live-scores.service';

/** Live scores: the hub record saves report to, and the event streams of the ticker and game page. */
@Module({
  providers: [LiveScoresRepository, LeaguesRepository, LiveScoresService],
  exports: [LiveScoresService],
})
export class LiveScoresModule {}
