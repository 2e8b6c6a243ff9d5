import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadCacheModule } from '../common/read-cache/read-cache.module';
import { LeagueTeamsController } from './league-teams.controller';
import { LeagueTeamsService } from './league-teams.service';
import { TeamPlayer } from './team-player.entity';
import { Team } from './team.entity';

/** Teams and their players (team_player). */
@Module({
  imports: [TypeOrmModule.forFeature([Team, TeamPlayer]), ReadCacheModule],
  controllers: [LeagueTeamsController],
  providers: [LeagueTeamsService],
  exports: [TypeOrmModule],
})
export class TeamsModule {}
