import { Injectable } from '@nestjs/common';
import { compareKorean, type LeagueMain, type ManagedLeagueMain } from '@dugout/contracts';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';

const byMainName = (a: LeagueMain, b: LeagueMain) => compareKorean(a.mainName, b.mainName) || a.mainId - b.mainId;

/**
 * The league mains a member runs or plays in: the affiliation panel of the league pages. It lives
 * with the members because it reads leagues, teams and players.
 */
@Injectable()
export class MemberLeaguesService {
  constructor(
    private readonly leagues: LeaguesRepository,
    private readonly teams: TeamsRepository,
    private readonly players: PlayersRepository,
  ) {}

  async managedLeagues(userId: number): Promise<ManagedLeagueMain[]> {
    return (await this.leagues.managedMains(userId)).sort(byMainName);
  }

  /**
   * The mains whose leagues the member's player is registered in, or whose leagues count one of
   * the member's teams as a member (in any season; appearing as an interleague guest does not count).
   */
  async joinedLeagues(userId: number): Promise<LeagueMain[]> {
    const playerIds = await this.players.idsOfUser(userId);
    const teamIds = await this.teams.teamIdsOfPlayers(playerIds);
    return (await this.leagues.mainsOfMembers(playerIds, teamIds)).sort(byMainName);
  }
}
