import { Injectable } from '@nestjs/common';
import type { ScheduleAdminRow, ScheduleConflict } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { rawNumber, rawSeoulDateTime, rawString, rawStringOrNull, utcDateTimeParam, type Row } from '../../common/sql/raw-values';
import { SCHEDULE_ITEM_SELECT, toScheduleItem } from './schedules.repository';

const toAdminRow = (row: Row): ScheduleAdminRow => ({ ...toScheduleItem(row), hasRecord: row['record_game_id'] !== null && row['record_game_id'] !== undefined });

/** What a game's record looks like: none, a suspended game's partial one, or a finished one. */
export interface RecordState {
  hasRecord: boolean;
  finished: boolean;
}

/** The admin schedule's reads: the month search, the reads inside a write's transaction, conflicts (SchedulesRepository writes). */
@Injectable()
export class ScheduleAdminRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Games hosted by the season's leagues (or one league) in [from, to), in time order. */
  async search(seasonId: number, from: number, to: number, leagueId: number | null): Promise<ScheduleAdminRow[]> {
    const leagueSql = leagueId === null ? 's.league_id IN (SELECT league_id FROM league WHERE season_id = ?)' : 's.league_id = ?';
    const rows: Row[] = await this.dataSource.query(
      `${SCHEDULE_ITEM_SELECT} WHERE ${leagueSql} AND s.schedule_time >= ? AND s.schedule_time < ? ORDER BY s.schedule_time, s.game_id`,
      [leagueId ?? seasonId, utcDateTimeParam(from), utcDateTimeParam(to)],
    );
    return rows.map(toAdminRow);
  }

  async row(gameId: number): Promise<ScheduleAdminRow | null> {
    const [row]: Row[] = await this.dataSource.query(`${SCHEDULE_ITEM_SELECT} WHERE s.game_id = ?`, [gameId]);
    return row ? toAdminRow(row) : null;
  }

  /** Whether the game has a record, read in the caller's transaction. */
  async recordState(em: EntityManager, gameId: number): Promise<RecordState> {
    const [row]: Row[] = await em.query('SELECT win_type FROM game WHERE game_id = ?', [gameId]);
    return { hasRecord: row !== undefined, finished: row !== undefined && row['win_type'] !== null && row['win_type'] !== undefined };
  }

  /**
   * Games of the season (not cancelled) within [from, to] that have one of the teams on either
   * side or use the ground, leaving out excludeGameId.
   */
  async conflicts(seasonId: number, from: number, to: number, teamIds: readonly number[], groundId: number | null, excludeGameId: number | null): Promise<ScheduleConflict[]> {
    const match: string[] = [];
    const params: unknown[] = [seasonId, utcDateTimeParam(from), utcDateTimeParam(to)];
    if (teamIds.length > 0) {
      const list = teamIds.map(() => '?').join(', ');
      match.push(`s.visit_team_id IN (${list}) OR s.home_team_id IN (${list})`);
      params.push(...teamIds, ...teamIds);
    }
    if (groundId !== null) {
      match.push('s.ground_id = ?');
      params.push(groundId);
    }
    if (match.length === 0) return [];
    params.push(excludeGameId ?? 0);
    const rows: Row[] = await this.dataSource.query(
      `SELECT s.game_id, s.schedule_time, s.visit_team_id, s.home_team_id, s.ground_id, l.league_name,
         vt.team_name AS visit_team_name, ht.team_name AS home_team_name, gr.ground_name
       FROM schedule s
       JOIN league l ON l.league_id = s.league_id
       LEFT JOIN team vt ON vt.team_id = s.visit_team_id
       LEFT JOIN team ht ON ht.team_id = s.home_team_id
       LEFT JOIN ground gr ON gr.ground_id = s.ground_id
       WHERE l.season_id = ? AND s.schedule_time >= ? AND s.schedule_time <= ? AND s.is_cancel = 0
         AND (${match.join(' OR ')}) AND s.game_id <> ?
       ORDER BY s.schedule_time, s.game_id`,
      params,
    );
    return rows.map((row) => {
      const reasons: ('team' | 'ground')[] = [];
      const visit = row['visit_team_id'] === null ? null : rawNumber(row['visit_team_id']);
      const home = row['home_team_id'] === null ? null : rawNumber(row['home_team_id']);
      if ((visit !== null && teamIds.includes(visit)) || (home !== null && teamIds.includes(home))) reasons.push('team');
      if (groundId !== null && row['ground_id'] !== null && rawNumber(row['ground_id']) === groundId) reasons.push('ground');
      return {
        gameId: rawNumber(row['game_id']),
        leagueName: rawString(row['league_name']),
        scheduleTime: rawSeoulDateTime(row['schedule_time']),
        visitTeamName: rawStringOrNull(row['visit_team_name']),
        homeTeamName: rawStringOrNull(row['home_team_name']),
        groundName: rawStringOrNull(row['ground_name']),
        reasons,
      };
    });
  }
}
