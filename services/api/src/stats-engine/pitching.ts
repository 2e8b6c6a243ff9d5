import {
  OPTIONAL_PITCHING_COUNTS,
  type OptionalPitchingCount,
  type PitcherResult,
  PITCHING_COUNTS,
  type PitchingCount,
  type PitchingCounts,
} from '@dugout/contracts';
import { addCounts, type Counts, countsOfLine, perInnings, subtractCounts, sumCounts, unrecorded, type Unrecorded, zeroCounts } from './counts';

/**
 * One pitcher's line in one game, with the contract's names (see PitchingCounts): outs recorded
 * (innings are stored as outs, never as decimals: 5.1 innings = 16 outs), bf batters faced,
 * pitches, h hits, hr home runs, r runs, er earned runs, bb walks, hbp hit batters, so strikeouts,
 * wp wild pitches, bk balks; pitches, hr and hbp may be null (not recorded). Besides the counts:
 * whether he started the game and his decision in it (w win, l loss, s save, h hold).
 */
export interface PitchingLine extends PitchingCounts {
  starter?: boolean;
  decision?: PitcherResult | null;
}
export const PITCHING_COUNT_FIELDS = PITCHING_COUNTS;
export type PitchingCountField = PitchingCount;

/**
 * A sum of lines: games pitched, games started, the decisions (W, L, SV, HLD), each count, and
 * how many lines did not record each optional count.
 */
export const PITCHING_TOTAL_FIELDS = [
  'games',
  'starts',
  'wins',
  'losses',
  'saves',
  'holds',
  ...PITCHING_COUNTS,
  ...OPTIONAL_PITCHING_COUNTS.map(unrecorded),
] as const;
export type PitchingTotalField =
  | 'games'
  | 'starts'
  | 'wins'
  | 'losses'
  | 'saves'
  | 'holds'
  | PitchingCount
  | Unrecorded<OptionalPitchingCount>;
export type PitchingTotals = Counts<PitchingTotalField>;

/** A line with every count recorded as 0 and no decision. */
export const emptyPitchingLine = (): PitchingLine => ({ ...zeroCounts(PITCHING_COUNTS), starter: false, decision: null });
export const emptyPitchingTotals = (): PitchingTotals => zeroCounts(PITCHING_TOTAL_FIELDS);
export const addPitching = (a: PitchingTotals, b: PitchingTotals): PitchingTotals =>
  addCounts(PITCHING_TOTAL_FIELDS, a, b);
export const subtractPitching = (a: PitchingTotals, b: PitchingTotals): PitchingTotals =>
  subtractCounts(PITCHING_TOTAL_FIELDS, a, b);
export const sumPitching = (totals: Iterable<PitchingTotals>): PitchingTotals =>
  sumCounts(PITCHING_TOTAL_FIELDS, totals);

/** One game's line as totals (one game, a start when he started, his decision counted once). */
export function pitchingTotalsOf(line: PitchingLine): PitchingTotals {
  return {
    games: 1,
    starts: line.starter ? 1 : 0,
    wins: line.decision === 'w' ? 1 : 0,
    losses: line.decision === 'l' ? 1 : 0,
    saves: line.decision === 's' ? 1 : 0,
    holds: line.decision === 'h' ? 1 : 0,
    ...countsOfLine(PITCHING_COUNTS, OPTIONAL_PITCHING_COUNTS, line),
  };
}

export interface PitchingRates {
  /** ERA = ER x base / IP, IP = outs / 3; base is the league's regulation innings (9 or 7). */
  era: number | null;
  /** WHIP = (BB + H) / IP */
  whip: number | null;
  /** K/9 = SO x base / IP, on the same base as ERA (K/7 in a 7-inning league). */
  k9: number | null;
}

/**
 * Rates from outs. With no outs: null when nothing happened, Infinity when it did (earned
 * runs, base runners or strikeouts without a single out). They use only counts every line records.
 */
export function pitchingRates(
  counts: Pick<PitchingTotals, 'outs' | 'er' | 'bb' | 'h' | 'so'>,
  eraBaseInnings: number,
): PitchingRates {
  return {
    era: perInnings(counts.er, counts.outs, eraBaseInnings),
    whip: perInnings(counts.bb + counts.h, counts.outs, 1),
    k9: perInnings(counts.so, counts.outs, eraBaseInnings),
  };
}
