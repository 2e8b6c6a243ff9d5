import { Injectable } from '@nestjs/common';
import {
  BATTING_COUNTS,
  formatInnings,
  OPTIONAL_BATTING_COUNTS,
  OPTIONAL_PITCHING_COUNTS,
  PITCHING_COUNTS,
  type BoxBattingRow,
  type BoxPitchingRow,
  type GameSide,
  type PitcherResult,
  type WinType,
} from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { insertChunked } from '../../database/insert-chunked';
import { rawBool, rawNumber, rawNumberOrNull, rawString, rawStringOrNull, utcDateTimeParam, type Row } from '../../common/sql/raw-values';

import { GameBatting } from './game-batting.entity';
import { GameInning } from './game-inning.entity';
import { GamePitching } from './game-pitching.entity';
import type { GameRecordInput, RecordMeta, RecordState, RecordVersionAction } from './game-record.types';
import { Game } from './game.entity';


const pick = <T, K extends keyof T>(line: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, line[key]])) as Pick<T, K>;

/** A line's counts from its row: null (not recorded) stays null where the contract allows it. */
function countsOf<K extends string>(row: Row, counts: readonly K[], optional: readonly string[]): Record<K, number | null> {
  const line = {} as Record<K, number | null>;
  for (const count of counts) line[count] = optional.includes(count) ? rawNumberOrNull(row[count]) : rawNumber(row[count]);
  return line;
}

/** The stored record state of a column's value; null when there is none (or not one of the states). */
export function toRecordState(value: unknown): RecordState | null {
  return value === 'draft' || value === 'final' || value === 'corrected' ? value : null;
}

/** The line score of game_inning rows (side in `sideColumn`; none for a row without one): runs per inning, null for X or a missing inning. */
export function toLineScore(rows: readonly Row[], sideColumn: string): Record<GameSide, (number | null)[]> {
  const innings: Record<GameSide, (number | null)[]> = { visit: [], home: [] };
  for (const row of rows) {
    if (row[sideColumn] === null) continue;
    const line = innings[rawString(row[sideColumn]) as GameSide];
    const index = rawNumber(row['inning']) - 1;
    while (line.length <= index) line.push(null);
    line[index] = rawNumberOrNull(row['runs']);
  }
  return innings;
}

/** A side's totals of a game record. */
export interface GameSideTotals {
  teamId: number;
  runs: number;
  hits: number;
  errors: number;
  walks: number;
}

/** A game record's result; winType null while a suspended game waits to be resumed. */
export interface GameRecordRow {
  winType: WinType | null;
  winnerSide: GameSide | null;
  sides: Record<GameSide, GameSideTotals>;
  recordState: RecordState;
}

/** Where a box-score line belongs, to look up the player's name and back number. */
interface LineOwner {
  side: GameSide;
  teamId: number;
}

/** A batter's box-score line without the player's name and back number (those belong to players and teams). */
export type BattingLine = LineOwner & { line: Omit<BoxBattingRow, 'playerName' | 'backnumber'> };
/** A pitcher's box-score line without the player's name and back number. */
export type PitchingLine = LineOwner & { line: Omit<BoxPitchingRow, 'playerName' | 'backnumber'> };

const toGameRecord = (row: Row): GameRecordRow => {
  const totals = (name: GameSide): GameSideTotals => ({
    teamId: rawNumber(row[`${name}_team_id`]),
    runs: rawNumber(row[`${name}_score`]),
    hits: rawNumber(row[`${name}_hits`]),
    errors: rawNumber(row[`${name}_errors`]),
    walks: rawNumber(row[`${name}_walks`]),
  });
  return {
    winType: rawStringOrNull(row['win_type']) as WinType | null,
    winnerSide: rawStringOrNull(row['winner_side']) as GameSide | null,
    sides: { visit: totals('visit'), home: totals('home') },
    recordState: toRecordState(row['record_state']) ?? 'draft',
  };
};

const toBattingLine = (row: Row): BattingLine => {
  const line = {
    playerId: rawNumber(row['player_id']),
    batNum: rawNumber(row['bat_num']),
    position: rawStringOrNull(row['position']),
    ...countsOf(row, BATTING_COUNTS, OPTIONAL_BATTING_COUNTS),
  } as BattingLine['line'];
  return { side: rawString(row['side']) as GameSide, teamId: rawNumber(row['team_id']), line };
};

const toPitchingLine = (row: Row): PitchingLine => {
  const line = {
    playerId: rawNumber(row['player_id']),
    order: rawNumber(row['pitch_order']),
    starter: rawBool(row['starter']),
    inning: formatInnings(rawNumber(row['outs'])),
    decision: rawStringOrNull(row['decision']) as PitcherResult | null,
    ...countsOf(row, PITCHING_COUNTS, OPTIONAL_PITCHING_COUNTS),
  } as PitchingLine['line'];
  return { side: rawString(row['side']) as GameSide, teamId: rawNumber(row['team_id']), line };
};

/**
 * The games module's SQL: the reads of a played game (result, line score, box-score lines) and
 * the one writer of a game's record (game, game_inning, game_batting, game_pitching and
 * game_record_version), whose writes run on the transaction's EntityManager.
 */
@Injectable()
export class GamesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A stored record with its lines, or null when the game has none. */
  async storedRecord(em: EntityManager, gameId: number): Promise<{ game: Game; batting: GameBatting[]; pitching: GamePitching[] } | null> {
    const game = await em.findOneBy(Game, { gameId });
    if (!game) return null;
    const [batting, pitching] = await Promise.all([em.findBy(GameBatting, { gameId }), em.findBy(GamePitching, { gameId })]);
    return { game, batting, pitching };
  }

  /** The record's state (draft, final, corrected), or null when the game has none. */
  async recordState(em: EntityManager, gameId: number): Promise<RecordState | null> {
    const [row]: Row[] = await em.query('SELECT record_state FROM game WHERE game_id = ?', [gameId]);
    return row ? toRecordState(row['record_state']) : null;
  }

  async setRecordMeta(em: EntityManager, gameId: number, meta: RecordMeta): Promise<void> {
    await em.query('UPDATE game SET record_state = ?, record_version = ?, correction_open = ? WHERE game_id = ?', [
      meta.state,
      meta.version,
      // better-sqlite3 (the embedded database) binds no booleans.
      meta.correctionOpen ? 1 : 0,
      gameId,
    ]);
  }

  async insertRecordVersion(
    em: EntityManager,
    entry: { gameId: number; version: number; userId: number; action: RecordVersionAction; reason: string | null; changes: object },
  ): Promise<void> {
    await em.query(
      'INSERT INTO game_record_version (game_id, version, user_id, action, reason, changes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [entry.gameId, entry.version, entry.userId, entry.action, entry.reason, JSON.stringify(entry.changes), utcDateTimeParam(Date.now())],
    );
  }

  async saveGame(em: EntityManager, game: Game): Promise<void> {
    await em.save(Game, game);
  }

  async insertGames(em: EntityManager, games: readonly Game[]): Promise<void> {
    await insertChunked(em, Game, [...games]);
  }

  /** Marks records as the official ones (record_state final), in chunks. */
  async markFinal(em: EntityManager, gameIds: readonly number[]): Promise<void> {
    for (let start = 0; start < gameIds.length; start += 500) {
      const chunk = gameIds.slice(start, start + 500);
      if (chunk.length === 0) continue;
      await em.query(`UPDATE game SET record_state = 'final' WHERE game_id IN (${chunk.map(() => '?').join(', ')})`, chunk);
    }
  }

  /** Deletes a game's record and lines; false when it had none. */
  async deleteGame(em: EntityManager, gameId: number): Promise<boolean> {
    if (!(await em.existsBy(Game, { gameId }))) return false;
    await this.removeLines(em, gameId);
    await em.delete(Game, { gameId });
    return true;
  }

  async removeLines(em: EntityManager, gameId: number): Promise<void> {
    await em.delete(GameBatting, { gameId });
    await em.delete(GamePitching, { gameId });
    await em.delete(GameInning, { gameId });
  }

  /** Inserts the line score and every box-score line of the given records. */
  async insertLines(em: EntityManager, games: readonly { game: Game; record: GameRecordInput }[]): Promise<void> {
    const innings: Partial<GameInning>[] = [];
    const batting: Partial<GameBatting>[] = [];
    const pitching: Partial<GamePitching>[] = [];
    for (const { game, record } of games) {
      const teamOf = (side: GameSide) => (side === 'visit' ? game.visitTeamId : game.homeTeamId);
      for (const side of ['visit', 'home'] as const) {
        record.lineScore[side].forEach((runs, index) => innings.push({ gameId: game.gameId, side, inning: index + 1, runs }));
      }
      for (const line of record.batting) {
        batting.push({
          gameId: game.gameId,
          side: line.side,
          teamId: teamOf(line.side),
          playerId: line.playerId,
          batNum: line.batNum,
          subOrder: line.subOrder,
          position: line.position,
          ...pick(line, BATTING_COUNTS),
        });
      }
      for (const line of record.pitching) {
        pitching.push({
          gameId: game.gameId,
          side: line.side,
          teamId: teamOf(line.side),
          playerId: line.playerId,
          pitchOrder: line.order,
          starter: line.starter,
          decision: line.decision,
          ...pick(line, PITCHING_COUNTS),
        });
      }
    }
    await insertChunked(em, GameInning, innings);
    await insertChunked(em, GameBatting, batting);
    await insertChunked(em, GamePitching, pitching);
  }

  /**
   * A game's record and its line score in one statement (one row per inning, the record repeated):
   * null when the game has no record. Runs per inning of each side; an inning not batted (X) or
   * missing is null.
   */
  async gameRecord(gameId: number): Promise<{ record: GameRecordRow; innings: Record<GameSide, (number | null)[]> } | null> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT g.game_id, g.win_type, g.winner_side, g.visit_team_id, g.home_team_id,
         g.visit_score, g.home_score, g.visit_hits, g.home_hits, g.visit_errors, g.home_errors,
         g.visit_walks, g.home_walks, g.record_state, gi.side AS inning_side, gi.inning, gi.runs
       FROM game g
       LEFT JOIN game_inning gi ON gi.game_id = g.game_id
       WHERE g.game_id = ?`,
      [gameId],
    );
    if (rows.length === 0) return null;
    return { record: toGameRecord(rows[0]), innings: toLineScore(rows, 'inning_side') };
  }

  /** The batters' lines of both sides in batting order. */
  async battingLines(gameId: number): Promise<BattingLine[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT gb.side, gb.team_id, gb.player_id, gb.bat_num, gb.position,
         ${BATTING_COUNTS.map((field) => `gb.${field}`).join(', ')}
       FROM game_batting gb
       WHERE gb.game_id = ?
       ORDER BY gb.bat_num, gb.sub_order, gb.game_batting_id`,
      [gameId],
    );
    return rows.map(toBattingLine);
  }

  /** The pitchers' lines of both sides in pitching order. */
  async pitchingLines(gameId: number): Promise<PitchingLine[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT gp.side, gp.team_id, gp.player_id, gp.pitch_order, gp.starter, gp.decision,
         ${PITCHING_COUNTS.map((field) => `gp.${field}`).join(', ')}
       FROM game_pitching gp
       WHERE gp.game_id = ?
       ORDER BY gp.pitch_order, gp.game_pitching_id`,
      [gameId],
    );
    return rows.map(toPitchingLine);
  }
}
