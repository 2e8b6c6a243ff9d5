import type { BattingCount, PitchingCount } from '@dugout/contracts';
import type { LeagueRules, LineupPosition, RunCredit, Side } from '../model/game-event.types';

/** One batter's counts, named as in @dugout/contracts (BATTING_COUNTS), all recorded. */
export type BattingLine = { side: Side; slot: number } & Record<BattingCount, number>;

/** One pitcher's counts, named as in @dugout/contracts (PITCHING_COUNTS), plus intentional walks and strikes thrown. */
export type PitchingLine = { side: Side; seq: number } & Record<PitchingCount, number> & { ibb: number; strikes: number };

export interface FieldingLine {
  side: Side;
  playerId: string;
  pos: number;
  outs: number;
  po: number;
  a: number;
  e: number;
  dp: number;
  tp: number;
}

export interface TeamTotals {
  r: number;
  h: number;
  e: number;
  lob: number;
  dp: number;
  tp: number;
  pa: number;
  /** Earned runs allowed by the side as a team (9.16(i): may be fewer than its pitchers' total). */
  er: number;
}

export interface Decisions {
  win: string | null;
  loss: string | null;
  save: string | null;
  holds: string[];
}

/** A runner on base; `id` follows him through the inning for the 9.16 reconstruction. */
export interface Runner {
  id: number;
  playerId: string;
  /** OBR 9.16(g): the pitcher charged if this runner scores. */
  pitcherId: string;
}

export interface TeamState {
  /** slots[1..9]: the player batting there now. */
  slots: string[];
  /** positions[1..10]: who plays there now (10 = DH). */
  positions: string[];
  nextSlot: number;
  pitcherId: string;
  /** Every player who has appeared, with whether he is still in the game. */
  appeared: Record<string, 'in' | 'out'>;
  starters: string[];
  reentered: string[];
  dh: boolean;
  /** OBR 5.11(a): the DH role ended for this game. */
  dhEnded?: boolean;
}

/** Per runner token: what the reconstruction of the inning without errors says (OBR 9.16). */
export interface ShadowRunner {
  playerId: string;
  pitcherId: string;
  scored: boolean;
  /** Set when the runner also scores in the reconstructed inning: earned for [pitcher, team]. */
  shadowEarned?: [boolean, boolean];
  credit?: RunCredit;
  settled: boolean;
  /** Put on base by rule (tiebreaker): not in the reconstruction, but outs made on him count. */
  placed?: boolean;
}

export interface ShadowInning {
  /** Token ids on the bases of the inning reconstructed without errors and passed balls. */
  bases: (number | null)[];
  outs: number;
  /** 9.16(i): each pitcher's own count of outs (actual at entry + reconstructed since). */
  pitcherOuts: Record<string, number>;
  runners: Record<number, ShadowRunner>;
}

export interface PitcherEntry {
  pitcherId: string;
  side: Side;
  /** Own runs minus the opponent's when he entered. */
  leadAtEntry: number;
  runnersOnAtEntry: number;
  inning: number;
  outsAtEntry: number;
  /** How many runs had scored in the game when he entered (to order him against the go-ahead run). */
  runsBeforeEntry?: number;
}

export interface ScoringEvent {
  side: Side;
  /** Score after this run, [visitor, home]. */
  score: [number, number];
  chargedPitcherId: string;
  pitcherOfRecord: string;
}

export interface GameState {
  rules: LeagueRules;
  inning: number;
  half: Side;
  outs: number;
  balls: number;
  strikes: number;
  /** bases[1..3]; bases[0] unused. */
  bases: (Runner | null)[];
  score: [number, number];
  lineScore: [number[], number[]];
  teams: [TeamState, TeamState];
  over: boolean;
  overReason?: 'regulation' | 'walkOff' | 'mercy' | 'called' | 'suspended';
  nextRunnerId: number;
  /** The pitcher who started facing the current batter and the count then (9.16(h)). */
  paPitcher: { pitcherId: string; balls: number; strikes: number } | null;
  /** A muffed foul fly kept this plate appearance alive (already an out in the reconstruction). */
  paExtended?: boolean;
  batting: Record<string, BattingLine>;
  pitching: Record<string, PitchingLine>;
  fielding: Record<string, FieldingLine>;
  totals: [TeamTotals, TeamTotals];
  shadow: ShadowInning;
  pitcherEntries: PitcherEntry[];
  runs: ScoringEvent[];
  notes: string[];
  eventCount: number;
}

export interface GameRecord {
  innings: number;
  score: [number, number];
  lineScore: [number[], number[]];
  totals: [TeamTotals, TeamTotals];
  batting: Record<string, BattingLine>;
  pitching: Record<string, PitchingLine>;
  fielding: Record<string, FieldingLine>;
  decisions: Decisions;
}

export type { LineupPosition };
