import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlayerLeagueTeams } from '@dugout/contracts';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { PlayersService } from '../../services/players/players.service';

/**
 * Public, like the team rosters and the league teams' player lists it gathers (name, team, back
 * number, role, league registrations); no personal field of the player is in it.
 */
@ApiTags('player')
@Controller('player')
export class PlayerLeagueTeamsController {
  constructor(private readonly players: PlayersService) {}

  @Get(':playerId/leagueTeam')
  @ApiOperation({ summary: '선수의 소속 팀(teams: 팀, 팀의 리그, 등번호, 역할)과 리그 등록(leaguePlayers: 리그, 시즌, 팀, 등록일). 공개' })
  leagueTeams(@Param('playerId', ParseIdPipe) playerId: number): Promise<PlayerLeagueTeams> {
    return this.players.leagueTeams(playerId);
  }
}
