import { formatDate, seoulWeekday, type DateInput } from '@dugout/contracts';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** "2026-05-03 (일)": the day in Seoul time with its Korean weekday. */
export function formatDayHeading(input: DateInput): string {
  const weekday = seoulWeekday(input);
  return weekday === null ? '' : `${formatDate(input)} (${WEEKDAYS[weekday]})`;
}

export interface DayGroup<T> {
  /** YYYY-MM-DD in Seoul time. */
  day: string;
  heading: string;
  items: T[];
}

/**
 * Groups items by their Seoul day, days in the order they first appear (the API's order:
 * schedules oldest first, results newest first) and items in their given order within a day.
 */
export function groupByDay<T>(items: readonly T[], timeOf: (item: T) => DateInput): DayGroup<T>[] {
  const groups = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const day = formatDate(timeOf(item));
    let group = groups.get(day);
    if (!group) {
      group = { day, heading: day ? formatDayHeading(timeOf(item)) : '날짜 미정', items: [] };
      groups.set(day, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
