import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * Every date and time in the product is shown in Korean time, whatever the machine's zone: the
 * fixed +09:00 offset game times are written and stored with, never a time-zone database (its
 * Asia/Seoul shifts dates before 1908 by local mean time and 1950s-80s dates by old offsets and
 * summer time, so a historic 13:00 game would show as 13:30 or 14:00).
 */
export const SEOUL_UTC_OFFSET_MINUTES = 9 * 60;

export type DateInput = Date | string | number | null | undefined;

const HAS_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

const OFFSET_MS = SEOUL_UTC_OFFSET_MINUTES * 60_000;

/**
 * The instant in epoch milliseconds, or null for a missing or unreadable value. A Date, an epoch
 * in milliseconds or a string with an offset ('...Z', '+09:00') is an instant; a string without
 * one ('2024-05-01 18:30', '2024-05-01', '20240501') is a Korean wall-clock time.
 */
export function seoulInstant(input: DateInput): number | null {
  if (input === null || input === undefined || input === '') return null;
  const parsed =
    typeof input === 'string' && !HAS_ZONE.test(input.trim()) ? dayjs.utc(input.trim()).subtract(OFFSET_MS, 'millisecond') : dayjs(input);
  return parsed.isValid() ? parsed.valueOf() : null;
}

/**
 * The Korean wall clock of the instant, as a dayjs in UTC mode: its fields (format, year, day,
 * startOf, add) are Korean time and never depend on the machine's zone; its own epoch value is
 * shifted by the offset, so turn it back into an instant with seoulInstantOf.
 */
export function toSeoulTime(input: DateInput): Dayjs | null {
  const instant = seoulInstant(input);
  return instant === null ? null : dayjs.utc(instant + OFFSET_MS);
}

/** The instant of a Korean wall clock made by toSeoulTime (for example the start of its day). */
export function seoulInstantOf(wallClock: Dayjs): number {
  return wallClock.valueOf() - OFFSET_MS;
}

/** A Date whose local fields read as the Korean (+09:00) wall clock of the instant, for chart libraries that read local time. */
export function seoulWallClockDate(epochMs: number): Date {
  const seoul = new Date(epochMs + SEOUL_UTC_OFFSET_MINUTES * 60_000);
  return new Date(
    seoul.getUTCFullYear(),
    seoul.getUTCMonth(),
    seoul.getUTCDate(),
    seoul.getUTCHours(),
    seoul.getUTCMinutes(),
    seoul.getUTCSeconds(),
    seoul.getUTCMilliseconds(),
  );
}

function formatSeoul(input: DateInput, pattern: string): string {
  return toSeoulTime(input)?.format(pattern) ?? '';
}

/** YYYY-MM-DD; '' when there is no date. */
export function formatDate(input: DateInput): string {
  return formatSeoul(input, 'YYYY-MM-DD');
}

/** HH:mm (24-hour). */
export function formatTime(input: DateInput): string {
  return formatSeoul(input, 'HH:mm');
}

/** YYYY-MM-DD HH:mm, also the schedule input format. */
export function formatDateTime(input: DateInput): string {
  return formatSeoul(input, 'YYYY-MM-DD HH:mm');
}

/** A post or comment time: HH:mm if today, MM-DD if this year, else YYYY-MM-DD (all in Seoul). */
export function formatTimestamp(input: DateInput, now: DateInput = Date.now()): string {
  const time = toSeoulTime(input);
  const today = toSeoulTime(now);
  if (!time || !today) return '';
  if (time.format('YYYY-MM-DD') === today.format('YYYY-MM-DD')) return time.format('HH:mm');
  if (time.year() === today.year()) return time.format('MM-DD');
  return time.format('YYYY-MM-DD');
}

export interface MonthChoice {
  /** YYYYMM */
  value: string;
  /** YY년 MM월 */
  label: string;
}

/** '202405' -> '24년 05월'; '' for anything that is not YYYYMM. */
export function formatMonthLabel(yyyymm: string): string {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(yyyymm);
  if (!match || Number(match[3]) < 1 || Number(match[3]) > 12) return '';
  return `${match[2]}년 ${match[3]}월`;
}

/** Every month from the season's begin date to its end date, inclusive. */
export function monthChoices(beginDate: DateInput, endDate: DateInput): MonthChoice[] {
  const begin = toSeoulTime(beginDate);
  const end = toSeoulTime(endDate);
  if (!begin || !end) return [];
  const choices: MonthChoice[] = [];
  const last = end.format('YYYYMM');
  for (let month = begin.startOf('month'); month.format('YYYYMM') <= last; month = month.add(1, 'month')) {
    const value = month.format('YYYYMM');
    choices.push({ value, label: formatMonthLabel(value) });
  }
  return choices;
}

/** The current month when the season covers it, else the season's nearest month ('' when none). */
export function defaultMonthChoice(choices: readonly MonthChoice[], now: DateInput = Date.now()): string {
  if (choices.length === 0) return '';
  const current = toSeoulTime(now)?.format('YYYYMM') ?? '';
  const first = choices[0].value;
  const last = choices[choices.length - 1].value;
  if (current < first) return first;
  if (current > last) return last;
  return choices.some((choice) => choice.value === current) ? current : first;
}
