/**
 * Every date and time in the product is shown in Korean time, whatever the machine's zone: the
 * fixed +09:00 offset game times are written and stored with, never a time-zone database (its
 * Asia/Seoul shifts dates before 1908 by local mean time and 1950s-80s dates by old offsets and
 * summer time, so a historic 13:00 game would show as 13:30 or 14:00). With a fixed offset the
 * Korean wall clock is the UTC clock of the instant moved 9 hours: these formatters need no date
 * library, so they cost nothing in a page's first view (seoul-calendar.ts has dayjs for calendar work).
 */
export const SEOUL_UTC_OFFSET_MINUTES = 9 * 60;

export type DateInput = Date | string | number | null | undefined;

const HAS_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;
/** A wall-clock string as dayjs reads one: 2024-05-01, 20240501, 2024-05-01 18:30[:00[.000]], 2024-05-01T18:30. */
const WALL_CLOCK = /^(\d{4})[-/]?(\d{1,2})[-/]?(\d{1,2})(?:[Tt\s]+(\d{1,2}):?(\d{1,2})?:?(\d{1,2})?(?:[.:](\d{1,3})\d*)?)?$/;

const OFFSET_MS = SEOUL_UTC_OFFSET_MINUTES * 60_000;

/** Korean wall-clock fields as a UTC instant, or null when they name no real moment (2024-02-30). */
function wallClockUtc(text: string): number | null {
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second, ms] = match.slice(1).map((part) => Number(part ?? 0));
  const value = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(value);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return value;
}

/**
 * The instant in epoch milliseconds, or null for a missing or unreadable value. A Date, an epoch
 * in milliseconds or a string with an offset ('...Z', '+09:00') is an instant; a string without
 * one ('2024-05-01 18:30', '2024-05-01', '20240501') is a Korean wall-clock time.
 */
export function seoulInstant(input: DateInput): number | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'string' && !HAS_ZONE.test(input.trim())) {
    const wallClock = wallClockUtc(input.trim());
    return wallClock === null ? null : wallClock - OFFSET_MS;
  }
  const value = input instanceof Date ? input.getTime() : typeof input === 'number' ? input : Date.parse(input);
  return Number.isFinite(value) ? value : null;
}

/** 'YYYY-MM-DDTHH:mm:ss.sss' of the Korean wall clock, or null. */
function seoulIso(input: DateInput): string | null {
  const instant = seoulInstant(input);
  return instant === null ? null : new Date(instant + OFFSET_MS).toISOString();
}

/** The Korean day of the week of the instant (0 Sunday ... 6 Saturday), or null. */
export function seoulWeekday(input: DateInput): number | null {
  const instant = seoulInstant(input);
  return instant === null ? null : new Date(instant + OFFSET_MS).getUTCDay();
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

/** YYYY-MM-DD; '' when there is no date. */
export function formatDate(input: DateInput): string {
  return seoulIso(input)?.slice(0, 10) ?? '';
}

/** HH:mm (24-hour). */
export function formatTime(input: DateInput): string {
  return seoulIso(input)?.slice(11, 16) ?? '';
}

/** YYYY-MM-DD HH:mm, also the schedule input format. */
export function formatDateTime(input: DateInput): string {
  const iso = seoulIso(input);
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '';
}

/** A post or comment time: HH:mm if today, MM-DD if this year, else YYYY-MM-DD (all in Seoul). */
export function formatTimestamp(input: DateInput, now: DateInput = Date.now()): string {
  const time = seoulIso(input);
  const today = seoulIso(now);
  if (!time || !today) return '';
  if (time.slice(0, 10) === today.slice(0, 10)) return time.slice(11, 16);
  if (time.slice(0, 4) === today.slice(0, 4)) return time.slice(5, 10);
  return time.slice(0, 10);
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

/** YYYYMM of the instant in Korean time, or null. */
function seoulMonth(input: DateInput): string | null {
  const iso = seoulIso(input);
  return iso ? `${iso.slice(0, 4)}${iso.slice(5, 7)}` : null;
}

/** Every month from the season's begin date to its end date, inclusive. */
export function monthChoices(beginDate: DateInput, endDate: DateInput): MonthChoice[] {
  const first = seoulMonth(beginDate);
  const last = seoulMonth(endDate);
  if (!first || !last) return [];
  const choices: MonthChoice[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(4, 6));
  for (let value = first; value <= last; value = `${year}${String(month).padStart(2, '0')}`) {
    choices.push({ value, label: formatMonthLabel(value) });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return choices;
}

/** The current month when the season covers it, else the season's nearest month ('' when none). */
export function defaultMonthChoice(choices: readonly MonthChoice[], now: DateInput = Date.now()): string {
  if (choices.length === 0) return '';
  const current = seoulMonth(now) ?? '';
  const first = choices[0].value;
  const last = choices[choices.length - 1].value;
  if (current < first) return first;
  if (current > last) return last;
  return choices.some((choice) => choice.value === current) ? current : first;
}
