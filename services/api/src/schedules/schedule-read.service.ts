import { Injectable, NotFoundException } from '@nestjs/common';
import type { GameOrder, LineupEntry, LineupSide, ScheduleItem } from '@dugout/contracts';
import { compareKorean, classifyBatNum } from '@dugout/contracts';
import { DataSource } from 'typeorm';
import {
  rawNumber,
  rawString,
  rawStringOrNull,
  seoulDate,
  seoulDayStart,
  utcDateTimeParam,
  type RawValue,
} from '../common/sql/raw-values';
import { SCHEDULE_ITEM_SELECT, toScheduleItem, type ScheduleItemRow } from './schedule-item.queries';

export const LEAGUE_NOT_FOUND = '리그를 찾을 수 없습니다.';
export const TEAM_NOT_FOUND = '팀을 찾을 수 없습니다.';
export const GAME_NOT_FOUND = '경기를 찾을 수 없습니다.';

export interface ScheduleScope {
  leagueId: number;
  /** Only the games of this team. */
  teamId?: number;
  /** Every league of the league's season instead of the league alone. */
  all?: boolean;
}

interface ScopeSql {
  where: string;
  params: unknown[];
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
  constructor(private readonly dataSource: DataSource) {}

  /** Every game, played, cancelled or to come, in time order. */
  async schedule(scope: ScheduleScope): Promise<ScheduleItem[]> {
    const { where, params } = await this.scopeSql(scope);
    return this.items(`${where} ORDER BY s.schedule_time, s.game_id`, params);
  }

  /** Games with a result, newest first (limit: the league home's last n). */
  async results(scope: ScheduleScope, limit?: number): Promise<ScheduleItem[]> {
    const { where, params } = await this.scopeSql(scope);
    const limitSql = limit === undefined ? '' : ` LIMIT ${Math.min(limit, MAX_LIST_LIMIT)}`;
    return this.items(`${where} AND g.win_type IS NOT NULL ORDER BY s.schedule_time DESC, s.game_id DESC${limitSql}`, params);
  }

  /** The next n games from today on (Korean day) that are neither cancelled nor played. */
  async upcoming(scope: ScheduleScope, limit: number, now: number = Date.now()): Promise<ScheduleItem[]> {
    const { where, params } = await this.scopeSql(scope);
    const todayStart = seoulDayStart(seoulDate(now));
    return this.items(
      `${where} AND s.is_cancel = 0 AND g.game_id IS NULL AND s.schedule_time >= ? ORDER BY s.schedule_time, s.game_id LIMIT ${Math.min(limit, MAX_LIST_LIMIT)}`,
      [...params, utcDateTimeParam(todayStart)],
    );
  }

  /** One game of the league's schedule (hosted by it, or one of its teams' interleague games). */
  async scheduleItem(leagueId: number, gameId: number): Promise<ScheduleItem> {
    await this.requireLeague(leagueId);
    const [item] = await this.items(
      'WHERE s.game_id = ? AND (s.league_id = ? OR s.visit_team_league_id = ? OR s.home_team_league_id = ?)',
      [gameId, leagueId, leagueId, leagueId],
    );
    if (!item) throw new NotFoundException(GAME_NOT_FOUND);
    return item;
  }

  /** Any schedule item by its game id. */
  async scheduleItemById(gameId: number): Promise<ScheduleItem | null> {
    const [item] = await this.items('WHERE s.game_id = ?', [gameId]);
    return item ?? null;
  }

  /**
   * Both lineups of a game: the visitor bats first. Entries are the starters by batting order,
   * then the starting pitcher, then the reserves; a side is submitted when it has entries.
   */
  async gameOrder(leagueId: number, gameId: number): Promise<GameOrder> {
    const item = await this.scheduleItem(leagueId, gameId);
    const rows: Record<string, RawValue>[] = await this.dataSource.query(
      `SELECT gl.team_id, gl.player_id, gl.bat_num, gl.position, p.player_name, tp.team_id AS member_team_id, tp.backnumber
       FROM game_lineup gl
       JOIN player p ON p.player_id = gl.player_id
       LEFT JOIN team_player tp ON tp.team_id = gl.team_id AND tp.player_id = gl.player_id
       WHERE gl.game_id = ?`,
      [gameId],
    );
    const entries = rows.map(
      (row): LineupEntry => ({
        batNum: rawNumber(row['bat_num']),
        position: rawStringOrNull(row['position']),
        player: { playerName: rawString(row['player_name']) },
        teamPlayer: row['member_team_id'] === null ? null : { backnumber: rawStringOrNull(row['backnumber']) },
        gameId,
        teamId: rawNumber(row['team_id']),
      }),
    );
    return { visit: lineupSide(item.visitTeamId, entries), home: lineupSide(item.homeTeamId, entries) };
  }

  /** Game ids of the season's suspended-games list. */
  async suspendedGameIds(seasonId: number): Promise<number[]> {
    const rows: Record<string, RawValue>[] = await this.dataSource.query(
      `SELECT se.season_id, sg.game_id FROM season se
       LEFT JOIN suspended_game sg ON sg.season_id = se.season_id
       WHERE se.season_id = ? ORDER BY sg.game_id`,
      [seasonId],
    );
    if (rows.length === 0) throw new NotFoundException('시즌을 찾을 수 없습니다.');
    return rows.flatMap((row) => (row['game_id'] === null ? [] : [rawNumber(row['game_id'])]));
  }

  private async items(whereAndOrder: string, params: unknown[]): Promise<ScheduleItem[]> {
    const rows: ScheduleItemRow[] = await this.dataSource.query(`${SCHEDULE_ITEM_SELECT} ${whereAndOrder}`, params);
    return rows.map(toScheduleItem);
  }

  private async requireLeague(leagueId: number): Promise<{ seasonId: number }> {
    const [league]: Record<string, RawValue>[] = await this.dataSource.query(
      'SELECT season_id FROM league WHERE league_id = ?',
      [leagueId],
    );
    if (!league) throw new NotFoundException(LEAGUE_NOT_FOUND);
    return { seasonId: rawNumber(league['season_id']) };
  }

  private async scopeSql({ leagueId, teamId, all }: ScheduleScope): Promise<ScopeSql> {
    const { seasonId } = await this.requireLeague(leagueId);
    const scope: ScopeSql = all
      ? { where: 'WHERE s.league_id IN (SELECT league_id FROM league WHERE season_id = ?)', params: [seasonId] }
      : {
          where: 'WHERE (s.league_id = ? OR s.visit_team_league_id = ? OR s.home_team_league_id = ?)',
          params: [leagueId, leagueId, leagueId],
        };
    if (teamId === undefined) return scope;
    const [team]: unknown[] = await this.dataSource.query('SELECT team_id FROM team WHERE team_id = ?', [teamId]);
    if (!team) throw new NotFoundException(TEAM_NOT_FOUND);
    return {
      where: `${scope.where} AND (s.visit_team_id = ? OR s.home_team_id = ?)`,
      params: [...scope.params, teamId, teamId],
    };
  }
}

const BAT_NUM_GROUP = { starter: 0, startingPitcher: 1, reserve: 2 } as const;

function lineupSide(teamId: number | null, entries: readonly LineupEntry[]): LineupSide {
  const own = teamId === null ? [] : entries.filter((entry) => entry.teamId === teamId);
  const group = (entry: LineupEntry) => BAT_NUM_GROUP[classifyBatNum(entry.batNum) ?? 'reserve'];
  own.sort((a, b) => group(a) - group(b) || a.batNum - b.batNum || compareKorean(a.player.playerName, b.player.playerName));
  return { teamId, submitted: own.length > 0, entries: own };
}
