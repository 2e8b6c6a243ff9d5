import { Injectable } from '@nestjs/common';
import { formatInnings, type BoxBattingRow, type BoxPitchingRow, type GameSide, type PitcherResult, type WinType } from '@dugout/contracts';
import { DataSource } from 'typeorm';
import { rawBool, rawNumber, rawNumberOrNull, rawString, rawStringOrNull, type RawValue } from '../common/sql/raw-values';

type Row = Record<string, RawValue>;

const BATTING_COUNTS = ['pa', 'ab', 'r', 'h', 'b2', 'b3', 'hr', 'rbi', 'bb', 'ibb', 'hbp', 'so', 'sb', 'cs', 'sh', 'sf', 'gidp'] as const;
const PITCHING_COUNTS = ['outs', 'bf', 'h', 'hr', 'r', 'er', 'bb', 'hbp', 'so', 'wp', 'bk'] as const;

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
  };
};

const toBattingLine = (row: Row): BattingLine => {
  const line = {
    playerId: rawNumber(row['player_id']),
    batNum: rawNumber(row['bat_num']),
    position: rawStringOrNull(row['position']),
  } as BattingLine['line'];
  for (const field of BATTING_COUNTS) line[field] = rawNumber(row[field]);
  return { side: rawString(row['side']) as GameSide, teamId: rawNumber(row['team_id']), line };
};

const toPitchingLine = (row: Row): PitchingLine => {
  const line = {
    playerId: rawNumber(row['player_id']),
    order: rawNumber(row['pitch_order']),
    starter: rawBool(row['starter']),
    inning: formatInnings(rawNumber(row['outs'])),
    // The contract's pitches is a number: a league that does not count pitches shows 0.
    pitches: rawNumberOrNull(row['pitches']) ?? 0,
    decision: rawStringOrNull(row['decision']) as PitcherResult | null,
  } as PitchingLine['line'];
  for (const field of PITCHING_COUNTS) line[field] = rawNumber(row[field]);
  return { side: rawString(row['side']) as GameSide, teamId: rawNumber(row['team_id']), line };
};

/** The games module's reads of a played game: result, line score and box-score lines. */
@Injectable()
export class GamesQueries {
  constructor(private readonly dataSource: DataSource) {}

  async gameRecord(gameId: number): Promise<GameRecordRow | null> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT g.game_id, g.win_type, g.winner_side, g.visit_team_id, g.home_team_id,
         g.visit_score, g.home_score, g.visit_hits, g.home_hits, g.visit_errors, g.home_errors,
         g.visit_walks, g.home_walks
       FROM game g
       WHERE g.game_id = ?`,
      [gameId],
    );
    return row ? toGameRecord(row) : null;
  }

  /** Runs per inning of each side; an inning not batted (X) or missing is null. */
  async innings(gameId: number): Promise<Record<GameSide, (number | null)[]>> {
    const rows: Row[] = await this.dataSource.query('SELECT side, inning, runs FROM game_inning WHERE game_id = ?', [gameId]);
    const result: Record<GameSide, (number | null)[]> = { visit: [], home: [] };
    for (const row of rows) {
      const line = result[rawString(row['side']) as GameSide];
      const index = rawNumber(row['inning']) - 1;
      while (line.length <= index) line.push(null);
      line[index] = rawNumberOrNull(row['runs']);
    }
    return result;
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
      `SELECT gp.side, gp.team_id, gp.player_id, gp.pitch_order, gp.starter, gp.pitches, gp.decision,
         ${PITCHING_COUNTS.map((field) => `gp.${field}`).join(', ')}
       FROM game_pitching gp
       WHERE gp.game_id = ?
       ORDER BY gp.pitch_order, gp.game_pitching_id`,
      [gameId],
    );
    return rows.map(toPitchingLine);
  }
}
