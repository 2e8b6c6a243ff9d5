import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { RegistrationsModule } from '../registrations/registrations.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { GameAdminRepository } from '../../repositories/games/game-admin.repository';
import { GameAdminService } from './game-admin.service';

/** The league admin's game list and lineups (issue 15). */
@Module({
  imports: [SchedulesModule, LeaguesModule, RegistrationsModule, AccessModule, AuditModule],
  providers: [GameAdminRepository, GameAdminService],
  // The team staff's lineups (team-lineups) save through the same rules.
  exports: [GameAdminService],
})
export class GameAdminModule {}
