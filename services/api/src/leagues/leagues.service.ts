import { Injectable, NotFoundException } from '@nestjs/common';
import type { League, LeagueBase, LeagueMain, LeagueRecordSettings, ManagedLeagueMain, Season, TeamLeagueMain } from '@dugout/contracts';
import { noteLeagueMainRead } from '../common/read-cache/read-scope';
import { LeaguesQueries } from './leagues.queries';

const LEAGUE_MAIN_NOT_FOUND = '리그를 찾을 수 없습니다.';
const SEASON_NOT_FOUND = '시즌을 찾을 수 없습니다.';
const LEAGUE_NOT_FOUND = '리그를 찾을 수 없습니다.';

/** League mains (the operators' sites), their seasons and the leagues of a season. */
@Injectable()
export class LeaguesService {
  constructor(private readonly queries: LeaguesQueries) {}

  /**
   * Everything the league shell loads first: the main, its seasons newest first and the season
   * to show (the flagged one, else the first). Boards come with the boards issue.
   */
  async getBase(leaguePath: string): Promise<LeagueBase> {
    const found = await this.queries.mainWithVideoByPath(leaguePath);
    if (!found) throw new NotFoundException(LEAGUE_MAIN_NOT_FOUND);
    const seasons = await this.queries.seasonsOf(found.main.mainId);
    const active = seasons.find((season) => season.active) ?? seasons[0];
    return { ...found.main, seasons, activeSeasonId: active?.seasonId ?? null, boards: [], videoUrl: found.videoUrl };
  }

  async getMainByPath(leaguePath: string): Promise<LeagueMain> {
    return found(await this.queries.mainByPath(leaguePath), LEAGUE_MAIN_NOT_FOUND);
  }

  async getMain(mainId: number): Promise<LeagueMain> {
    return found(await this.queries.main(mainId), LEAGUE_MAIN_NOT_FOUND);
  }

  async getSeason(seasonId: number): Promise<Season> {
    return found(await this.queries.season(seasonId), SEASON_NOT_FOUND);
  }

  /** The main's seasons, newest first. */
  async listSeasons(mainId: number): Promise<Season[]> {
    await this.requireMain(mainId);
    return this.queries.seasonsOf(mainId);
  }

  /** The flagged season, or null when the league has none (the client then falls back to the first). */
  async getActiveSeason(mainId: number): Promise<Season | null> {
    await this.requireMain(mainId);
    return this.queries.activeSeason(mainId);
  }

  /** The leagues of a season in their display order. */
  async listLeagues(seasonId: number): Promise<League[]> {
    return found(await this.queries.leaguesOfSeason(seasonId), SEASON_NOT_FOUND);
  }

  async getLeague(leagueId: number): Promise<League> {
    return found(await this.queries.league(leagueId), LEAGUE_NOT_FOUND);
  }

  /** 404 unless the league main exists. */
  async requireMain(mainId: number): Promise<void> {
    if (!(await this.queries.mainExists(mainId))) throw new NotFoundException(LEAGUE_MAIN_NOT_FOUND);
  }

  /** 404 unless the season exists. */
  async requireSeason(seasonId: number): Promise<void> {
    if (!(await this.queries.seasonExists(seasonId))) throw new NotFoundException(SEASON_NOT_FOUND);
  }

  /**
   * The record settings of league {leagueId} of season {seasonId}; 404 when the pair does not exist.
   * Every answer built on them is about that league's main (the read cache keeps it across other mains' writes).
   */
  async recordSettings(seasonId: number, leagueId: number): Promise<LeagueRecordSettings> {
    const found = await this.queries.recordSettings(seasonId, leagueId);
    if (!found) throw new NotFoundException(LEAGUE_NOT_FOUND);
    noteLeagueMainRead(found.mainId);
    return found.settings;
  }

  /** Whether the team is on the league's team list (a member or an interleague guest). */
  isTeamOfLeague(leagueId: number, teamId: number): Promise<boolean> {
    return this.queries.isTeamOfLeague(leagueId, teamId);
  }

  /** The mains the member manages, with their grade, in no particular order. */
  managedMains(userId: number): Promise<ManagedLeagueMain[]> {
    return this.queries.managedMains(userId);
  }

  /** The mains whose leagues registered one of the players or count one of the teams as a member, in no particular order. */
  mainsOfMembers(playerIds: readonly number[], teamIds: readonly number[]): Promise<LeagueMain[]> {
    return this.queries.mainsOfMembers(playerIds, teamIds);
  }

  /** The league mains each team plays in as a member, in any season, in the order the mains were created. */
  mainsOfTeams(teamIds: readonly number[]): Promise<Map<number, TeamLeagueMain[]>> {
    return this.queries.mainsOfTeams(teamIds);
  }
}

function found<T>(value: T | null, message: string): T {
  if (value === null) throw new NotFoundException(message);
  return value;
}
