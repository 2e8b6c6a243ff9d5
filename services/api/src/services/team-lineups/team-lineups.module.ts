import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { GameAdminModule } from '../games/game-admin.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { TeamLineupsService } from './team-lineups.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';

/** The team staff portal's lineup submission (오더): `orderList` and `orderForm/{leagueId}/{gameId}`. */
@Module({
  imports: [AccessModule, GameAdminModule, SchedulesModule],
  providers: [LeaguesRepository, TeamLineupsService],
  exports: [TeamLineupsService],
})
export class TeamLineupsModule {}
