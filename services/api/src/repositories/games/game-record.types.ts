import type { BattingCounts, GameSide, PitcherResult, PitchingCounts, WinType } from '@dugout/contracts';

export type { BattingCounts, PitchingCounts };

/**
 * A game record's state, as stored in game.record_state: a draft being entered, final (official),
 * or corrected (official, changed since by a correction). Answers name the draft inProgress
 * (GameRecordState, see recordStateAnswer).
 */
export type RecordState = 'draft' | 'final' | 'corrected';

/** The official-record columns of a game's record row. */
export interface RecordMeta {
  state: RecordState;
  version: number;
  correctionOpen: boolean;
}

/** What a stored version of an official record marks: made final, a correction opened, a save. */
export type RecordVersionAction = 'final' | 'correction' | 'save';

/**
 * A game record as GameRecordService writes it: the season file's record with database ids
 * (the admin box-score entry sends the same shape). Innings are outs, never decimals.
 */
export interface GameRecordInput {
  /** null only while a suspended game (in the season's suspended list) waits to be resumed. */
  winType: WinType | null;
  winnerSide: GameSide | null;
  /** Runs per inning; home's last entry may be null (X: the home half not batted). */
  lineScore: { visit: (number | null)[]; home: (number | null)[] };
  visit: SideTotalsInput;
  home: SideTotalsInput;
  batting: BattingLineInput[];
  pitching: PitchingLineInput[];
}

export interface SideTotalsInput {
  runs: number;
  hits: number;
  errors: number;
  /** Bases on balls plus hit by pitch (사사구). */
  walks: number;
}

export interface BattingLineInput extends BattingCounts {
  playerId: number;
  side: GameSide;
  /** Batting slot 1..99. */
  batNum: number;
  /** 0 for the player who started in the slot, then 1, 2, ... */
  subOrder: number;
  position: string | null;
}

export interface PitchingLineInput extends PitchingCounts {
  playerId: number;
  side: GameSide;
  /** 1 the starter, then relievers in order. */
  order: number;
  starter: boolean;
  decision: PitcherResult | null;
}
