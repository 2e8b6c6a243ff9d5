/** Shown for a rate that has no value (nothing to divide by). */
export const NO_VALUE = '-';

type Rate = number | null | undefined;

/** Rounds half away from zero at `digits` decimals without binary-fraction surprises (1.005 -> 1.01). */
export function roundTo(value: number, digits: number): number {
  const sign = value < 0 ? -1 : 1;
  const magnitude = String(Math.abs(value));
  if (magnitude.includes('e')) return Math.round(value * 10 ** digits) / 10 ** digits;
  const shifted = Math.round(Number(`${magnitude}e${digits}`));
  return sign * Number(`${shifted}e-${digits}`);
}

function fixed(value: Rate, digits: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  return roundTo(value, digits).toFixed(digits);
}

/**
 * Batting average, on-base and slugging: three decimals with the leading zero, "0.333" and
 * "1.000", as the KBO and Korean league sites print them (not the American ".333").
 * No at-bats (null) shows "-".
 */
export function formatAvg(value: Rate): string {
  return fixed(value, 3);
}

/**
 * ERA (also WHIP and K/9): two decimals. null (no innings and no earned runs) shows "-";
 * Infinity (earned runs without recording an out) shows "∞", as distinct from "no record".
 */
export function formatEra(value: Rate): string {
  if (value === Infinity) return '∞';
  return fixed(value, 2);
}

/** Win percentage: three decimals, "0.500"; a team without decisions has 0 and shows "0.000". */
export function formatWinPct(value: Rate): string {
  return fixed(value, 3);
}

/** Games behind: the leader (0) shows "-", others one decimal ("1.5", "2.0"). */
export function formatGamesBehind(value: Rate): string {
  if (value === 0) return NO_VALUE;
  return fixed(value, 1);
}

/**
 * Innings from outs in baseball notation: 16 outs -> "5.1" (five and a third), 17 -> "5.2",
 * 15 -> "5". Innings are always stored as outs, never as decimals.
 */
export function formatInnings(outs: number | null | undefined): string {
  if (outs === null || outs === undefined || !Number.isInteger(outs) || outs < 0) return NO_VALUE;
  const whole = Math.floor(outs / 3);
  const thirds = outs % 3;
  return thirds === 0 ? String(whole) : `${whole}.${thirds}`;
}

/** Reads innings typed in baseball notation ("5.1", "5.2", "5") as outs; null for anything else. */
export function parseInnings(text: string | number): number | null {
  const match = /^(\d+)(?:\.([012]))?$/.exec(String(text).trim());
  if (!match) return null;
  return Number(match[1]) * 3 + Number(match[2] ?? 0);
}

/** A box-score count: null means the scoresheet did not record it, shown "-" (unlike 0). */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? NO_VALUE : String(value);
}

/** Shown for a rate that needs a count some lines did not record: it is not guessed. */
export const NOT_RECORDED = '미기록';

/** Explains the mark of a total that sums only the lines that recorded the count. */
export const UNRECORDED_NOTE = '* 일부 경기·선수는 이 기록을 남기지 않아, 기록된 것만 합산했습니다.';

/** A total of a count: the recorded sum, marked "*" when some of its lines did not record it (see UNRECORDED_NOTE). */
export function formatCountTotal(sum: number, unrecordedLines: number | undefined): string {
  return unrecordedLines ? `${sum}*` : String(sum);
}

/** A team's record: "3승 1무 2패", or "0승 0패" when it has no games. */
export function formatRecord(win: number, draw: number, lose: number): string {
  if (win === 0 && draw === 0 && lose === 0) return '0승 0패';
  return `${win}승 ${draw}무 ${lose}패`;
}
