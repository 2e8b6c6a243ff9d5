import { Injectable, NotFoundException } from '@nestjs/common';
import type { GameOrder, LineupEntry, LineupSide, ScheduleItem } from '@dugout/contracts';
import { compareKorean, classifyBatNum, lineupDeadline, lineupsRevealed } from '@dugout/contracts';
import { found, GAME_NOT_FOUND, LEAGUE_NOT_FOUND, SEASON_NOT_FOUND, TEAM_NOT_FOUND } from '../../common/errors/not-found';
import { seoulDate, seoulDayStart } from '../../common/sql/raw-values';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { SchedulesRepository, type ScheduleQueryScope } from '../../repositories/schedules/schedules.repository';


export interface ScheduleScope {
  leagueId: number;
  /** Only the games of this team. */
  teamId?: number;
  /** Every league of the league's season instead of the league alone. */
  all?: boolean;
}

/** Lists of the most recent results and next games on the league home are capped at this. */
export const MAX_LIST_LIMIT = 100;

/**
 * Schedules and results of a league. A league's schedule is its own games (league_id) plus the
 * interleague games its teams play as guests in the other leagues of the season
 * (visit_team_league_id / home_team_league_id); each list is one indexed query with joins.
 */
@Injectable()
export class ScheduleReadService {
  constructor(
    private readonly repository: SchedulesRepository,
    private readonly leagues: LeaguesRepository,
    private readonly teams: TeamsRepository,
  ) {}

  /** Every game, played, cancelled or to come, in time order. */
  async schedule(scope: ScheduleScope): Promise<ScheduleItem[]> {
    return this.repository.schedule(await this.resolve(scope));
  }

  /** Games with a result, newest first (limit: the league home's last n). */
  async results(scope: ScheduleScope, limit?: number): Promise<ScheduleItem[]> {
    return this.repository.results(await this.resolve(scope), limit === undefined ? undefined : Math.min(limit, MAX_LIST_LIMIT));
  }

  /** The next n games from today on (Korean day) that are neither cancelled nor played. */
  async upcoming(scope: ScheduleScope, limit: number, now: number = Date.now()): Promise<ScheduleItem[]> {
    const resolved = await this.resolve(scope);
    return this.repository.upcoming(resolved, seoulDayStart(seoulDate(now)), Math.min(limit, MAX_LIST_LIMIT));
  }

  /** One game of the league's schedule (hosted by it, or one of its teams' interleague games). */
  async scheduleItem(leagueId: number, gameId: number): Promise<ScheduleItem> {
    found(await this.leagues.league(leagueId), LEAGUE_NOT_FOUND);
    const item = await this.repository.itemOfLeague(leagueId, gameId);
    if (!item) throw new NotFoundException(GAME_NOT_FOUND);
    return item;
  }

  /** Any schedule item by its game id. */
  scheduleItemById(gameId: number): Promise<ScheduleItem | null> {
    return this.repository.item(gameId);
  }

  /** Whether a schedule item with the game id exists. */
  exists(gameId: number): Promise<boolean> {
    return this.repository.exists(gameId);
  }

  /**
   * Both lineups of a game: the visitor bats first. Entries are the starters by batting order,
   * then the starting pitcher, then the reserves; a side is submitted when it has entries.
   */
  async gameOrder(leagueId: number, gameId: number, now: number = Date.now()): Promise<GameOrder> {
    const item = await this.scheduleItem(leagueId, gameId);
    const entries = await this.repository.lineupEntries(gameId);
    const visit = lineupSide(item.visitTeamId, entries);
    const home = lineupSide(item.homeTeamId, entries);
    // Neither team may read the other's batting order before both are in or the deadline passed (docs/lineups.md).
    const deadline = lineupDeadline(item.scheduleTime, found(await this.leagues.lineupDeadlineOfLeague(item.leagueId), LEAGUE_NOT_FOUND));
    if (lineupsRevealed({ visitSubmitted: visit.submitted, homeSubmitted: home.submitted }, deadline, now)) return { visit, home };
    return { visit: hiddenSide(visit), home: hiddenSide(home) };
  }

  /** Game ids of the season's suspended-games list. */
  async suspendedGameIds(seasonId: number): Promise<number[]> {
    const ids = await this.repository.suspendedGameIds(seasonId);
    if (ids === null) throw new NotFoundException(SEASON_NOT_FOUND);
    return ids;
  }

  /** The team's next games from the instant on (neither cancelled nor played), in every league. */
  teamUpcoming(teamId: number, limit: number, now: number = Date.now()): Promise<ScheduleItem[]> {
    return this.repository.teamUpcoming(teamId, now, Math.min(limit, MAX_LIST_LIMIT));
  }

  /** The team's last games with a result, in every league, newest first. */
  teamResults(teamId: number, limit: number): Promise<ScheduleItem[]> {
    return this.repository.teamResults(teamId, Math.min(limit, MAX_LIST_LIMIT));
  }

  /** The team's games of the season in time order (every league of it); 404 for an unknown season. */
  async teamSeasonGames(teamId: number, seasonId: number): Promise<ScheduleItem[]> {
    found(await this.leagues.season(seasonId), SEASON_NOT_FOUND);
    return this.repository.teamSeasonGames(teamId, seasonId);
  }

  /** The league's season, and 404s for a missing league or team. */
  private async resolve({ leagueId, teamId, all }: ScheduleScope): Promise<ScheduleQueryScope> {
    const { seasonId } = found(await this.leagues.league(leagueId), LEAGUE_NOT_FOUND);
    if (teamId !== undefined && !(await this.teams.teamExists(teamId))) throw new NotFoundException(TEAM_NOT_FOUND);
    return { leagueId, seasonId, teamId, all };
  }
}

const BAT_NUM_GROUP = { starter: 0, startingPitcher: 1, reserve: 2 } as const;

const hiddenSide = (side: LineupSide): LineupSide => ({ ...side, entries: [], hidden: side.submitted });

function lineupSide(teamId: number | null, entries: readonly LineupEntry[]): LineupSide {
  const own = teamId === null ? [] : entries.filter((entry) => entry.teamId === teamId);
  const group = (entry: LineupEntry) => BAT_NUM_GROUP[classifyBatNum(entry.batNum) ?? 'reserve'];
  own.sort((a, b) => group(a) - group(b) || a.batNum - b.batNum || compareKorean(a.player.playerName, b.player.playerName));
  return { teamId, submitted: own.length > 0, entries: own };
}
