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

const isOptional = (field: BattingField): field is OptionalBattingCount =>
  (OPTIONAL_BATTING_COUNTS as readonly string[]).includes(field);

/**
 * Field-keyed Korean messages for a line that cannot be true (empty when it is consistent),
 * in the envelope's `errors` shape. A check skips a count that was not recorded (null).
 */
export function validateBattingLine(line: BattingLine): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of BATTING_FIELDS) {
    const value = line[field];
    if (value === null && isOptional(field)) continue;
    if (!Number.isInteger(value) || (value as number) < 0) errors[field] = '0 이상의 정수를 입력해 주세요.';
  }
  if (Object.keys(errors).length > 0) return errors;
  const recorded = (value: number | null) => value ?? 0;
  if (line.ab + line.bb + recorded(line.hbp) + recorded(line.sf) + recorded(line.sh) > line.pa) {
    errors['pa'] = '타석은 타수·볼넷·몸에 맞는 공·희생타의 합보다 적을 수 없습니다.';
  }
  if (line.h > line.ab) errors['h'] = '안타는 타수보다 많을 수 없습니다.';
  if (line.b2 + line.b3 + line.hr > line.h) errors['h'] = '장타(2루타·3루타·홈런)는 안타보다 많을 수 없습니다.';
  if (line.so > line.ab) errors['so'] = '삼진은 타수보다 많을 수 없습니다.';
  if (line.r < line.hr) errors['r'] = '득점은 홈런보다 적을 수 없습니다.';
  if (line.rbi < line.hr) errors['rbi'] = '타점은 홈런보다 적을 수 없습니다.';
  if (line.ibb !== null && line.ibb > line.bb) errors['ibb'] = '고의4구는 볼넷보다 많을 수 없습니다.';
  return errors;
}
