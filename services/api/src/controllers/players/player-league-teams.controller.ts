import type { PlayerLeagueTeams } from '@dugout/contracts';
import { PlayersService } from '../../services/players/players.service';
import { ApiController, IdParam, Route } from '../route-decorators';

/**
 * Public, like the team rosters and the league teams' player lists it gathers (name, team, back
 * number, role, league registrations); no personal field of the player is in it.
 */
@ApiController('player', 'player')
export class PlayerLeagueTeamsController {
  constructor(private readonly players: PlayersService) {}

  @Route('GET :playerId/leagueTeam', '선수의 소속 팀(teams: 팀, 팀의 리그, 등번호, 역할)과 리그 등록(leaguePlayers: 리그, 시즌, 팀, 등록일). 공개')
  leagueTeams(@IdParam('playerId') playerId: number): Promise<PlayerLeagueTeams> {
    return this.players.leagueTeams(playerId);
  }
}
