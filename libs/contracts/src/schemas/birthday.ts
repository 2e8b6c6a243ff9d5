import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { toSeoulTime } from '../format/seoul-calendar';
import { BIRTHDAY_PATTERN } from './validation-limits';

dayjs.extend(customParseFormat);

/** True for an 8-digit YYYYMMDD string naming a day that exists (20000229 yes, 20010229 no). */
export function isRealBirthday(value: string): boolean {
  if (!BIRTHDAY_PATTERN.test(value)) return false;
  const date = dayjs(value, 'YYYYMMDD', true);
  return date.isValid() && date.year() >= 1900;
}

/** Today's date in Korea as YYYYMMDD. */
export function seoulToday(now: Date = new Date()): string {
  return toSeoulTime(now)?.format('YYYYMMDD') ?? '';
}

/** Accepts YYYYMMDD, YYYY-MM-DD or a Date (read in Korean time) and returns YYYYMMDD. */
export function toYmd(day: string | Date): string {
  if (day instanceof Date) return seoulToday(day);
  return day.replace(/-/g, '');
}

/**
 * Full ("만") age on a day, both as YYYYMMDD. Compared as month-day numbers on purpose:
 * someone born on 29 February turns a year older on 1 March in common years, as Korean
 * law counts it, which a plain "add N years" calculation gets wrong.
 */
export function fullAgeOn(birthday: string, today: string): number {
  const birthYear = Number(birthday.slice(0, 4));
  const birthMonthDay = Number(birthday.slice(4, 8));
  const todayYear = Number(today.slice(0, 4));
  const todayMonthDay = Number(today.slice(4, 8));
  return todayYear - birthYear - (todayMonthDay < birthMonthDay ? 1 : 0);
}
