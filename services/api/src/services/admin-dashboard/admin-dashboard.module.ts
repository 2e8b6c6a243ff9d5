import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { SchedulesModule } from '../schedules/schedules.module';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { ManagerRequestsRepository } from '../../repositories/managers/manager-requests.repository';
import { TeamJoinsRepository } from '../../repositories/team-joins/team-joins.repository';
import { AdminDashboardService } from './admin-dashboard.service';

/** The first screens of the league and team admin areas: counts read from the schedules, leagues, manager requests and team joins repositories. */
@Module({
  imports: [AccessModule, SchedulesModule],
  providers: [LeaguesRepository, ManagerRequestsRepository, TeamJoinsRepository, AdminDashboardService],
  exports: [AdminDashboardService],
})
export class AdminDashboardModule {}
