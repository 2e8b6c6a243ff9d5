import {
  BATTING_COUNTS,
  BATTING_RATE_NEEDS,
  type BattingCount,
  type BattingCounts,
  OPTIONAL_BATTING_COUNTS,
  type OptionalBattingCount,
} from '@dugout/contracts';
import { addCounts, type Counts, countsOfLine, subtractCounts, sumCounts, unrecorded, type Unrecorded, zeroCounts } from './counts';

/**
 * One batter's line in one game (a box-score row), with the contract's names (see BattingCounts):
 *   pa plate appearances (타석, AB + BB + HBP + SF + SH + interference), ab at-bats (타수),
 *   r runs, h hits (all kinds), b2 / b3 / hr the extra-base hits among them, rbi,
 *   bb walks (intentional included), ibb intentional walks, hbp hit by pitch, so strikeouts,
 *   sb stolen bases, cs caught stealing, sh sacrifice bunts, sf sacrifice flies,
 *   gidp grounded into double play. ibb, hbp, sh, sf, cs and gidp may be null: not recorded.
 */
export type BattingLine = BattingCounts;
export const BATTING_FIELDS = BATTING_COUNTS;
export type BattingField = BattingCount;

/** A sum of lines: the games they came from, each count, and how many lines did not record each optional count. */
export const BATTING_TOTAL_FIELDS = ['games', ...BATTING_COUNTS, ...OPTIONAL_BATTING_COUNTS.map(unrecorded)] as const;
export type BattingTotalField = 'games' | BattingCount | Unrecorded<OptionalBattingCount>;
export type BattingTotals = Counts<BattingTotalField>;

/** A line with every count recorded as 0. */
export const emptyBattingLine = (): BattingLine => zeroCounts(BATTING_COUNTS);
export const emptyBattingTotals = (): BattingTotals => zeroCounts(BATTING_TOTAL_FIELDS);
export const addBatting = (a: BattingTotals, b: BattingTotals): BattingTotals => addCounts(BATTING_TOTAL_FIELDS, a, b);
export const subtractBatting = (a: BattingTotals, b: BattingTotals): BattingTotals =>
  subtractCounts(BATTING_TOTAL_FIELDS, a, b);
export const sumBatting = (totals: Iterable<BattingTotals>): BattingTotals => sumCounts(BATTING_TOTAL_FIELDS, totals);

/** One game's line as totals (one game). */
export function battingTotalsOf(line: BattingLine): BattingTotals {
  return { games: 1, ...countsOfLine(BATTING_COUNTS, OPTIONAL_BATTING_COUNTS, line) };
}


export interface BattingRates {
  /** AVG = H / AB */
  avg: number | null;
  /** OBP = (H + BB + HBP) / (AB + BB + HBP + SF) */
  obp: number | null;
  /** SLG = TB / AB */
  slg: number | null;
  /** OPS = OBP + SLG; undefined when either is */
  ops: number | null;
  /** TB = singles + 2 x doubles + 3 x triples + 4 x HR = H + 2B + 2 x 3B + 3 x HR */
  tb: number;
}

const RATE_NEEDS_UNRECORDED = {
  obp: BATTING_RATE_NEEDS.obp.map(unrecorded),
  ops: BATTING_RATE_NEEDS.ops.map(unrecorded),
} satisfies Record<keyof typeof BATTING_RATE_NEEDS, readonly BattingTotalField[]>;

/** True when some lines of the totals did not record a count the rate needs. */
export function lacksCountsFor(rate: keyof typeof BATTING_RATE_NEEDS, totals: BattingTotals): boolean {
  return RATE_NEEDS_UNRECORDED[rate].some((field) => totals[field] > 0);
}

/** AVG = H / AB; null without at-bats. */
export const battingAverage = (totals: Pick<BattingTotals, 'h' | 'ab'>): number | null => (totals.ab > 0 ? totals.h / totals.ab : null);

/**
 * Rates of totals. A rate with nothing to divide by is null (shown "-"); so is a rate that needs
 * a count some lines did not record (OBP without every HBP and SF): it is not guessed.
 */
export function battingRates(totals: BattingTotals): BattingRates {
  const tb = totalBases(totals);
  const avg = battingAverage(totals);
  const onBaseChances = totals.ab + totals.bb + totals.hbp + totals.sf;
  const obp =
    onBaseChances > 0 && !lacksCountsFor('obp', totals) ? (totals.h + totals.bb + totals.hbp) / onBaseChances : null;
  const slg = totals.ab > 0 ? tb / totals.ab : null;
  const ops = obp !== null && slg !== null ? obp + slg : null;
  return { avg, obp, slg, ops, tb };
}

export function totalBases(line: Pick<BattingTotals, 'h' | 'b2' | 'b3' | 'hr'>): number {
  return line.h + line.b2 + 2 * line.b3 + 3 * line.hr;
}
