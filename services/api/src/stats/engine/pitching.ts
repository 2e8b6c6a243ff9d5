import { type PitcherResult } from '@dugout/contracts';
import { addCounts, type Counts, perInnings, subtractCounts, sumCounts, zeroCounts } from './counts';

/**
 * One pitcher's line in one game, counts only:
 *   outs recorded (innings are stored as outs, never as decimals: 5.1 innings = 16 outs),
 *   bf batters faced, np pitches, h hits, hr home runs, bb walks, hbp hit batters,
 *   so strikeouts, r runs, er earned runs, wp wild pitches, bk balks.
 */
export const PITCHING_COUNT_FIELDS = ['outs', 'bf', 'np', 'h', 'hr', 'bb', 'hbp', 'so', 'r', 'er', 'wp', 'bk'] as const;
export type PitchingCountField = (typeof PITCHING_COUNT_FIELDS)[number];

export interface PitchingLine extends Counts<PitchingCountField> {
  /** The pitcher's decision in this game: w win, l loss, s save, h hold. */
  result?: PitcherResult | null;
}

/** A sum of lines: the counts plus games pitched and the decisions (W, L, SV, HLD). */
export const PITCHING_TOTAL_FIELDS = ['games', 'wins', 'losses', 'saves', 'holds', ...PITCHING_COUNT_FIELDS] as const;
export type PitchingTotals = Counts<(typeof PITCHING_TOTAL_FIELDS)[number]>;

export const emptyPitchingTotals = (): PitchingTotals => zeroCounts(PITCHING_TOTAL_FIELDS);
export const addPitching = (a: PitchingTotals, b: PitchingTotals): PitchingTotals =>
  addCounts(PITCHING_TOTAL_FIELDS, a, b);
export const subtractPitching = (a: PitchingTotals, b: PitchingTotals): PitchingTotals =>
  subtractCounts(PITCHING_TOTAL_FIELDS, a, b);
export const sumPitching = (totals: Iterable<PitchingTotals>): PitchingTotals =>
  sumCounts(PITCHING_TOTAL_FIELDS, totals);

export function emptyPitchingLine(): PitchingLine {
  return { ...zeroCounts(PITCHING_COUNT_FIELDS), result: null };
}

/** One game's line as totals (one game, its decision counted once). */
export function pitchingTotalsOf(line: PitchingLine): PitchingTotals {
  const totals: PitchingTotals = { ...emptyPitchingTotals(), games: 1 };
  for (const field of PITCHING_COUNT_FIELDS) totals[field] = line[field];
  if (line.result === 'w') totals.wins = 1;
  if (line.result === 'l') totals.losses = 1;
  if (line.result === 's') totals.saves = 1;
  if (line.result === 'h') totals.holds = 1;
  return totals;
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
 * runs, base runners or strikeouts without a single out).
 */
export function pitchingRates(
  counts: Pick<Counts<PitchingCountField>, 'outs' | 'er' | 'bb' | 'h' | 'so'>,
  eraBaseInnings: number,
): PitchingRates {
  return {
    era: perInnings(counts.er, counts.outs, eraBaseInnings),
    whip: perInnings(counts.bb + counts.h, counts.outs, 1),
    k9: perInnings(counts.so, counts.outs, eraBaseInnings),
  };
}

/** Field-keyed Korean messages for a pitching line that cannot be true (empty when consistent). */
export function validatePitchingLine(line: PitchingLine): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of PITCHING_COUNT_FIELDS) {
    if (!Number.isInteger(line[field]) || line[field] < 0) errors[field] = '0 이상의 정수를 입력해 주세요.';
  }
  if (line.result != null && !['w', 'l', 's', 'h'].includes(line.result)) {
    errors['result'] = '투수 기록(승·패·세이브·홀드)이 올바르지 않습니다.';
  }
  if (Object.keys(errors).length > 0) return errors;
  if (line.er > line.r) errors['er'] = '자책점은 실점보다 많을 수 없습니다.';
  if (line.hr > line.h) errors['hr'] = '피홈런은 피안타보다 많을 수 없습니다.';
  if (line.h + line.bb + line.hbp > line.bf) errors['bf'] = '상대 타자 수는 피안타·볼넷·사구의 합보다 적을 수 없습니다.';
  return errors;
}
