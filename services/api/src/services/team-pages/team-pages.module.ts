import { Module } from '@nestjs/common';
import { ReadCacheModule } from '../../common/read-cache/read-cache.module';
import { LeagueEntriesModule } from '../league-entries/league-entries.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { StatsModule } from '../stats/stats.module';
import { TeamsModule } from '../teams/teams.module';
import { TeamPagesService } from './team-pages.service';

/** The public team pages' reads: no tables of its own, it asks the teams, schedules, stats and league entries modules. */
@Module({
  imports: [TeamsModule, SchedulesModule, StatsModule, LeagueEntriesModule, ReadCacheModule],
  providers: [TeamPagesService],
  exports: [TeamPagesService],
})
export class TeamPagesModule {}
