import { Injectable } from '@nestjs/common';
import type { GameLineupEntryInput } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { placeholders, rawNumber, rawNumberOrNull, rawString, rawStringOrNull, utcDateTimeParam } from '../../common/sql/raw-values';
import { type Row } from '../../common/sql/raw-values';
import { SCHEDULE_ITEM_SELECT } from '../schedules/schedules.repository';
import type { RecordState } from './game-record.types';
import { toRecordState } from './games.repository';

/** A saved lineup entry with the player's name (for the audit log and players no longer on the roster). */
export interface SavedLineupEntry extends GameLineupEntryInput {
  teamId: number;
  playerName: string;
}

/** SQL of the admin game list and the lineups: schedule items, their records' rows and the lineup entries. */
@Injectable()
export class GameAdminRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Schedule item rows of games hosted by the season's leagues (or one league) in [from, to), in time order. */
  itemRows(seasonId: number, from: number, to: number, leagueId: number | null): Promise<Row[]> {
    const leagueSql = leagueId === null ? 's.league_id IN (SELECT league_id FROM league WHERE season_id = ?)' : 's.league_id = ?';
    return this.dataSource.query(`${SCHEDULE_ITEM_SELECT} WHERE ${leagueSql} AND s.schedule_time >= ? AND s.schedule_time < ? ORDER BY s.schedule_time, s.game_id`, [
      leagueId ?? seasonId,
      utcDateTimeParam(from),
      utcDateTimeParam(to),
    ]);
  }

  /** Schedule item rows of the games the member scores (not cancelled), from the instant on, in time order. */
  writerItemRows(userId: number, from: number, limit: number): Promise<Row[]> {
    return this.dataSource.query(
      `${SCHEDULE_ITEM_SELECT} WHERE s.writer_id = ? AND s.is_cancel = 0 AND s.schedule_time >= ? ORDER BY s.schedule_time, s.game_id LIMIT ${limit}`,
      [userId, utcDateTimeParam(from)],
    );
  }

  async itemRow(gameId: number): Promise<Row | null> {
    const [row]: Row[] = await this.dataSource.query(`${SCHEDULE_ITEM_SELECT} WHERE s.game_id = ?`, [gameId]);
    return row ?? null;
  }

  /** The record rows of the games (every column, so a record state added later is read too), by game id. */
  async records(gameIds: readonly number[]): Promise<Map<number, Row>> {
    if (gameIds.length === 0) return new Map();
    const rows: Row[] = await this.dataSource.query(`SELECT * FROM game WHERE game_id IN (${placeholders(gameIds.length)})`, [...gameIds]);
    return new Map(rows.map((row) => [rawNumber(row['game_id']), row]));
  }

  /**
   * Who last saved each game's record (the box-score entry's audit entries, kind gameRecord.save):
   * game id to the member's name. Read within the games' league mains, where the log is indexed.
   */
  async recordedBy(gameIds: readonly number[]): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    if (gameIds.length === 0) return names;
    const rows: Row[] = await this.dataSource.query(
      `SELECT a.object_id, u.username
       FROM audit_entry a JOIN user u ON u.user_id = a.user_id
       WHERE a.scope_type = 'leagueMain'
         AND a.scope_id IN (SELECT DISTINCT se.main_id FROM schedule s JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id
                            WHERE s.game_id IN (${placeholders(gameIds.length)}))
         AND a.kind = 'gameRecord.save' AND a.object_type = 'game' AND a.object_id IN (${placeholders(gameIds.length)})
       ORDER BY a.audit_id`,
      [...gameIds, ...gameIds],
    );
    for (const row of rows) names.set(rawNumber(row['object_id']), rawString(row['username']));
    return names;
  }

  /** Which teams have lineup entries in each game: game id to team ids. */
  async lineupTeams(gameIds: readonly number[]): Promise<Map<number, Set<number>>> {
    const teams = new Map<number, Set<number>>();
    if (gameIds.length === 0) return teams;
    const rows: Row[] = await this.dataSource.query(
      `SELECT DISTINCT game_id, team_id FROM game_lineup WHERE game_id IN (${placeholders(gameIds.length)})`,
      [...gameIds],
    );
    for (const row of rows) {
      const gameId = rawNumber(row['game_id']);
      const set = teams.get(gameId) ?? new Set<number>();
      set.add(rawNumber(row['team_id']));
      teams.set(gameId, set);
    }
    return teams;
  }

  /** The team's saved lineup entries of the game (the caller's transaction when given). */
  async lineup(gameId: number, teamId: number, em: EntityManager = this.dataSource.manager): Promise<SavedLineupEntry[]> {
    const rows: Row[] = await em.query(
      `SELECT gl.team_id, gl.player_id, gl.bat_num, gl.position, p.player_name
       FROM game_lineup gl JOIN player p ON p.player_id = gl.player_id
       WHERE gl.game_id = ? AND gl.team_id = ?`,
      [gameId, teamId],
    );
    return rows.map((row) => ({
      teamId: rawNumber(row['team_id']),
      playerId: rawNumber(row['player_id']),
      batNum: rawNumber(row['bat_num']),
      position: rawStringOrNull(row['position']),
      playerName: rawString(row['player_name']),
    }));
  }
}

/** The record state of a game's record row; null without a record. */
export function recordStateOf(record: Row | undefined): RecordState | null {
  return record ? toRecordState(record['record_state']) : null;
}

export const recordScore = (record: Row | undefined): { visit: number; home: number } | null =>
  record ? { visit: rawNumberOrNull(record['visit_score']) ?? 0, home: rawNumberOrNull(record['home_score']) ?? 0 } : null;
