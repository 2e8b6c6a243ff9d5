import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every date and time in the product is shown in Korean time, whatever the machine's zone. */
export const SEOUL_TIME_ZONE = 'Asia/Seoul';

export type DateInput = Date | string | number | null | undefined;

const HAS_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/**
 * The instant as a Seoul-zoned dayjs, or null for a missing or unreadable value.
 * A Date, an epoch in milliseconds or a string with an offset ('...Z', '+09:00') is an instant;
 * a string without one ('2024-05-01 18:30', '2024-05-01', '20240501') is a Seoul wall-clock time.
 */
export function toSeoulTime(input: DateInput): Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  let parsed: Dayjs;
  if (typeof input === 'string' && !HAS_ZONE.test(input.trim())) {
    parsed = dayjs.tz(input.trim(), SEOUL_TIME_ZONE);
  } else {
    parsed = dayjs(input).tz(SEOUL_TIME_ZONE);
  }
  return parsed.isValid() ? parsed : null;
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
