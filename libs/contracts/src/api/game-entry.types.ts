/**
 * The admin box-score entry (spec 7 Games, `admin/write/game/{id}`), shared by the entry screen
 * and the API. The record has the shape the records engine writes (GameRecordService's
 * GameRecordInput); innings are outs, never decimals (5⅔ = 17).
 */
import type { GameSide, PitcherResult, WinType } from '../enums';
import type { BattingCounts, PitchingCounts } from './records.types';

/** A side's totals on the scoreboard: R, H, E and 사사구 (bases on balls plus hit by pitch). */
export interface SideTotalsEntry {
  runs: number;
  hits: number;
  errors: number;
  walks: number;
}

export interface BattingLineEntry extends BattingCounts {
  playerId: number;
  side: GameSide;
  /** Batting slot 1..99. */
  batNum: number;
  /** 0 for the player who started in the slot, then 1, 2, ... (substitutes, pinch hitters and runners). */
  subOrder: number;
  /** P C 1B 2B 3B SS LF CF RF DH, or PH / PR; null when not given. */
  position: string | null;
}

export interface PitchingLineEntry extends PitchingCounts {
  playerId: number;
  side: GameSide;
  /** 1 the starter, then relievers in order. */
  order: number;
  starter: boolean;
  decision: PitcherResult | null;
}

/** The line score and the totals: what `POST .../scoreboard` saves. */
export interface GameScoreboardEntry {
  /** null only while a suspended game waits to be resumed. */
  winType: WinType | null;
  winnerSide: GameSide | null;
  /** Runs per inning; home's last entry may be null (X: the home half not batted). */
  lineScore: { visit: (number | null)[]; home: (number | null)[] };
  visit: SideTotalsEntry;
  home: SideTotalsEntry;
}

/** The players' lines: what `POST .../records` saves. */
export interface GameLinesEntry {
  batting: BattingLineEntry[];
  pitching: PitchingLineEntry[];
}

/** The whole record without its version: what checkBoxScore checks. */
export type GameRecordBody = GameScoreboardEntry & GameLinesEntry;

/** Optimistic concurrency: the version the form was loaded with (null when the game had no record). */
export interface VersionedEntry {
  version: number | null;
}

/** `POST /api/game/admin/write/game/{id}`: the whole record. */
export type GameRecordEntry = GameRecordBody & VersionedEntry;
/** `POST /api/game/admin/write/game/{id}/scoreboard`. */
export type GameScoreboardSave = GameScoreboardEntry & VersionedEntry;
/** `POST /api/game/admin/write/game/{id}/records`. */
export type GameLinesSave = GameLinesEntry & VersionedEntry;

/** none: no record yet; inProgress: being entered; final: official (locked); corrected: final, changed since by a correction. */
export const GAME_RECORD_STATES = ['none', 'inProgress', 'final', 'corrected'] as const;
export type GameRecordState = (typeof GAME_RECORD_STATES)[number];
export const GAME_RECORD_STATE_LABELS: Readonly<Record<GameRecordState, string>> = {
  none: '기록 없음',
  inProgress: '기록 입력 중',
  final: '기록 확정',
  corrected: '정정됨',
};

/** A player the form may choose for a side (the team's roster). */
export interface EntryPlayer {
  playerId: number;
  playerName: string;
  backnumber: string | null;
}

/** `GET /api/game/admin/write/game/{id}`: the record for editing. */
export interface GameRecordEditing {
  gameId: number;
  /** The version to send back with the next save; null when the game has no record. */
  version: number | null;
  state: GameRecordState;
  /** True while a grade-1 manager's correction is open on a final record (saves allowed). */
  correctionOpen: boolean;
  /** True when the record is not stored yet and was prefilled from the lineups. */
  prefilled: boolean;
  suspended: boolean;
  visitTeamId: number;
  homeTeamId: number;
  visitTeamName: string;
  homeTeamName: string;
  players: Record<GameSide, EntryPlayer[]>;
  record: GameRecordBody;
}

/** `POST .../final` and `POST .../correction {reason}`. */
export interface GameCorrectionRequest {
  reason: string;
}

/** After a save, final or correction: the record's new version and state. */
export interface GameRecordSaved {
  gameId: number;
  version: number;
  state: GameRecordState;
  correctionOpen: boolean;
  /** checkBoxScore's warnings of the saved record (unusual but allowed), by path. */
  warnings: Record<string, string>;
}

/** One stored version of a final record (`GET .../versions`). */
export interface GameRecordVersionItem {
  version: number;
  userId: number | null;
  username: string | null;
  /** ISO date-time with +09:00. */
  createdAt: string;
  /** final, correction (opened), save (a change while the correction was open). */
  action: 'final' | 'correction' | 'save';
  reason: string | null;
  /** What changed, path -> [before, after] (lineScore.visit[3], batting[playerId=12].h, visit.runs ...). */
  changes: Record<string, [unknown, unknown]>;
}
