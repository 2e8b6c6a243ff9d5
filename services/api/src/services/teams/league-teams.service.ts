import { Injectable, NotFoundException } from '@nestjs/common';
import { compareKorean, type LeagueTeamPlayer, type TeamDetail, type TeamEntry } from '@dugout/contracts';
import { found, LEAGUE_NOT_FOUND, SEASON_NOT_FOUND } from '../../common/errors/not-found';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';

const NOT_A_LEAGUE_TEAM = '리그에 등록된 팀이 아닙니다.';

/** Numbered back numbers first in number order, then the rest; ties by name. */
function byBacknumber(a: LeagueTeamPlayer, b: LeagueTeamPlayer): number {
  const number = (player: LeagueTeamPlayer) =>
    player.backnumber !== null && /^\d+$/.test(player.backnumber) ? Number(player.backnumber) : Number.POSITIVE_INFINITY;
  return number(a) - number(b) || compareKorean(a.playerName, b.playerName) || a.playerId - b.playerId;
}

/**
 * The teams of a league or season and a league team's page. A league's teams are its own members
 * (league_team.interleague = false); placeholder teams (spoType 9) only when asked for.
 */
@Injectable()
export class LeagueTeamsService {
  constructor(
    private readonly repository: TeamsRepository,
    private readonly leagues: LeaguesRepository,
  ) {}

  /** Every team of every league of the season, league by league. */
  async seasonTeams(seasonId: number, includeTempTeam: boolean): Promise<TeamEntry[]> {
    if (!(await this.leagues.seasonExists(seasonId))) throw new NotFoundException(SEASON_NOT_FOUND);
    return this.repository.seasonTeams(seasonId, includeTempTeam);
  }

  async leagueTeams(leagueId: number, includeTempTeam: boolean): Promise<TeamEntry[]> {
    await this.requireLeague(leagueId);
    return this.repository.leagueTeams(leagueId, includeTempTeam);
  }

  /** A team of the league (a member, or a guest of its interleague games) with its player count. */
  async teamDetail(leagueId: number, teamId: number): Promise<TeamDetail> {
    await this.requireLeague(leagueId);
    const entry = await this.repository.leagueTeamProfile(leagueId, teamId);
    if (!entry) throw new NotFoundException(NOT_A_LEAGUE_TEAM);
    return { ...entry.profile, leagueId, spoType: entry.spoType };
  }

  private async requireLeague(leagueId: number): Promise<void> {
    found(await this.leagues.league(leagueId), LEAGUE_NOT_FOUND);
  }

  /** The players the team registered in the league (선수 등록), by back number. */
  async teamPlayers(leagueId: number, teamId: number): Promise<LeagueTeamPlayer[]> {
    await this.requireLeague(leagueId);
    if (!(await this.leagues.isTeamOfLeague(leagueId, teamId))) throw new NotFoundException(NOT_A_LEAGUE_TEAM);
    return (await this.repository.leagueTeamPlayers(leagueId, teamId)).sort(byBacknumber);
  }
}
