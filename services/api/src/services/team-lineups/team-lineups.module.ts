import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { GameAdminModule } from '../games/game-admin.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { TeamLineupsService } from './team-lineups.service';

/** The team staff portal's lineup submission (오더): `orderList` and `orderForm/{leagueId}/{gameId}`. */
@Module({
  imports: [AccessModule, GameAdminModule, LeaguesModule, SchedulesModule],
  providers: [TeamLineupsService],
  exports: [TeamLineupsService],
})
export class TeamLineupsModule {}
