import { Injectable } from '@nestjs/common';
import type { GameSide } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { rawBool, rawNumber, rawNumberOrNull, rawSeoulDateTime, rawString, rawStringOrNull, type Row } from '../../common/sql/raw-values';
import type { RecordMeta, RecordVersionAction } from './game-record.types';
import { toLineScore, toRecordState } from './games.repository';

export interface VersionRow {
  version: number;
  userId: number | null;
  username: string | null;
  /** ISO date-time with +09:00. */
  createdAt: string;
  action: RecordVersionAction;
  reason: string | null;
  changes: string;
}

/**
 * The box-score entry's reads: the record's state and version, its stored versions, the lineups
 * it is prefilled from. GamesRepository writes them.
 */
@Injectable()
export class GameEntryRepository {
  constructor(private readonly dataSource: DataSource) {}

  async meta(em: EntityManager | null, gameId: number): Promise<RecordMeta | null> {
    const [row]: Row[] = await (em ?? this.dataSource).query(
      'SELECT record_state, record_version, correction_open FROM game WHERE game_id = ?',
      [gameId],
    );
    if (!row) return null;
    return {
      state: toRecordState(row['record_state']) ?? 'draft',
      version: rawNumber(row['record_version']),
      correctionOpen: rawBool(row['correction_open']),
    };
  }

  /** The line score as stored (X = null). */
  async innings(em: EntityManager, gameId: number): Promise<Record<GameSide, (number | null)[]>> {
    const rows: Row[] = await em.query('SELECT side, inning, runs FROM game_inning WHERE game_id = ? ORDER BY inning', [gameId]);
    return toLineScore(rows, 'side');
  }

  /** The reason of the correction now open (its latest correction entry). */
  async openCorrectionReason(em: EntityManager, gameId: number): Promise<string | null> {
    const [row]: Row[] = await em.query(
      "SELECT reason FROM game_record_version WHERE game_id = ? AND action = 'correction' ORDER BY game_record_version_id DESC LIMIT 1",
      [gameId],
    );
    return row ? rawStringOrNull(row['reason']) : null;
  }

  async versions(gameId: number): Promise<VersionRow[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT v.version, v.user_id, u.username, v.created_at, v.action, v.reason, v.changes
       FROM game_record_version v LEFT JOIN user u ON u.user_id = v.user_id
       WHERE v.game_id = ? ORDER BY v.game_record_version_id`,
      [gameId],
    );
    return rows.map((row) => ({
      version: rawNumber(row['version']),
      userId: rawNumberOrNull(row['user_id']),
      username: rawStringOrNull(row['username']),
      createdAt: rawSeoulDateTime(row['created_at']),
      action: rawString(row['action']) as VersionRow['action'],
      reason: rawStringOrNull(row['reason']),
      changes: rawString(row['changes']),
    }));
  }

  /** A game's submitted lineup entries (batting order, starting pitcher at 0 or less, reserves at 100 and above). */
  async lineup(gameId: number): Promise<{ teamId: number; playerId: number; batNum: number; position: string | null }[]> {
    const rows: Row[] = await this.dataSource.query(
      'SELECT team_id, player_id, bat_num, position FROM game_lineup WHERE game_id = ? ORDER BY bat_num, game_lineup_id',
      [gameId],
    );
    return rows.map((row) => ({
      teamId: rawNumber(row['team_id']),
      playerId: rawNumber(row['player_id']),
      batNum: rawNumber(row['bat_num']),
      position: rawStringOrNull(row['position']),
    }));
  }
}
