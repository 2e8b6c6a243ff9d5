import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { LeaguesModule } from '../leagues/leagues.module';
import { ManagersModule } from '../managers/managers.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { TeamJoinsModule } from '../team-joins/team-joins.module';
import { AdminDashboardService } from './admin-dashboard.service';

/** The first screens of the league and team admin areas: counts asked of the schedules, leagues and managers modules. */
@Module({
  imports: [AccessModule, LeaguesModule, ManagersModule, SchedulesModule, TeamJoinsModule],
  providers: [AdminDashboardService],
  exports: [AdminDashboardService],
})
export class AdminDashboardModule {}
