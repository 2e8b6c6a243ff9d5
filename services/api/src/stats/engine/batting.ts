import { addCounts, type Counts, subtractCounts, sumCounts, zeroCounts } from './counts';

/**
 * One batter's line in one game (a box-score row), or any sum of them:
 *   pa plate appearances (타석, AB + BB + HBP + SF + SH + interference), ab at-bats (타수),
 *   r runs, h hits (all kinds), double / triple / hr the extra-base hits among them, rbi,
 *   bb walks (intentional included), hbp hit by pitch, so strikeouts, sh sacrifice bunts,
 *   sf sacrifice flies, sb stolen bases, cs caught stealing, gdp grounded into double play.
 */
export const BATTING_FIELDS = [
  'pa',
  'ab',
  'r',
  'h',
  'double',
  'triple',
  'hr',
  'rbi',
  'bb',
  'hbp',
  'so',
  'sh',
  'sf',
  'sb',
  'cs',
  'gdp',
] as const;
export type BattingField = (typeof BATTING_FIELDS)[number];
export type BattingLine = Counts<BattingField>;

/** A sum of lines plus the number of games they came from. */
export const BATTING_TOTAL_FIELDS = ['games', ...BATTING_FIELDS] as const;
export type BattingTotals = Counts<(typeof BATTING_TOTAL_FIELDS)[number]>;

export const emptyBattingLine = (): BattingLine => zeroCounts(BATTING_FIELDS);
export const emptyBattingTotals = (): BattingTotals => zeroCounts(BATTING_TOTAL_FIELDS);
export const addBatting = (a: BattingTotals, b: BattingTotals): BattingTotals => addCounts(BATTING_TOTAL_FIELDS, a, b);
export const subtractBatting = (a: BattingTotals, b: BattingTotals): BattingTotals =>
  subtractCounts(BATTING_TOTAL_FIELDS, a, b);
export const sumBatting = (totals: Iterable<BattingTotals>): BattingTotals => sumCounts(BATTING_TOTAL_FIELDS, totals);

/** One game's line as totals (one game). */
export function battingTotalsOf(line: BattingLine): BattingTotals {
  return { games: 1, ...line };
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

/** Rates of a line or of totals; a rate with nothing to divide by is null (shown "-"). */
export function battingRates(line: BattingLine): BattingRates {
  const tb = totalBases(line);
  const avg = line.ab > 0 ? line.h / line.ab : null;
  const onBaseChances = line.ab + line.bb + line.hbp + line.sf;
  const obp = onBaseChances > 0 ? (line.h + line.bb + line.hbp) / onBaseChances : null;
  const slg = line.ab > 0 ? tb / line.ab : null;
  const ops = obp !== null && slg !== null ? obp + slg : null;
  return { avg, obp, slg, ops, tb };
}

export function totalBases(line: Pick<BattingLine, 'h' | 'double' | 'triple' | 'hr'>): number {
  return line.h + line.double + 2 * line.triple + 3 * line.hr;
}

/**
 * Field-keyed Korean messages for a line that cannot be true (empty when it is consistent),
 * in the envelope's `errors` shape.
 */
export function validateBattingLine(line: BattingLine): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of BATTING_FIELDS) {
    if (!Number.isInteger(line[field]) || line[field] < 0) errors[field] = '0 이상의 정수를 입력해 주세요.';
  }
  if (Object.keys(errors).length > 0) return errors;
  if (line.ab + line.bb + line.hbp + line.sf + line.sh > line.pa) {
    errors['pa'] = '타석은 타수·볼넷·몸에 맞는 공·희생타의 합보다 적을 수 없습니다.';
  }
  if (line.h > line.ab) errors['h'] = '안타는 타수보다 많을 수 없습니다.';
  if (line.double + line.triple + line.hr > line.h) errors['h'] = '장타(2루타·3루타·홈런)는 안타보다 많을 수 없습니다.';
  if (line.so > line.ab) errors['so'] = '삼진은 타수보다 많을 수 없습니다.';
  if (line.r < line.hr) errors['r'] = '득점은 홈런보다 적을 수 없습니다.';
  if (line.rbi < line.hr) errors['rbi'] = '타점은 홈런보다 적을 수 없습니다.';
  return errors;
}
