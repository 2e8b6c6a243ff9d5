import { defaultMonthChoice, formatDate, type MonthChoice } from '@dugout/contracts';

export interface DatedGame {
  /** ISO date-time with +09:00. */
  scheduleTime: string;
  isCancel?: boolean;
}

/**
 * The month a season's game list opens on: that of the next game from today (Korean day, cancelled
 * games aside), else that of the last game; without games in the season's months, the current month
 * within the season (defaultMonthChoice).
 */
export function gameMonthChoice(games: readonly DatedGame[], months: readonly MonthChoice[], now: number = Date.now()): string {
  const today = formatDate(now);
  const byTime = [...games].sort((a, b) => Date.parse(a.scheduleTime) - Date.parse(b.scheduleTime));
  const next = byTime.find((game) => !game.isCancel && formatDate(game.scheduleTime) >= today);
  const shown = next ?? byTime[byTime.length - 1];
  const month = shown ? formatDate(shown.scheduleTime).slice(0, 7).replace('-', '') : '';
  return months.some((choice) => choice.value === month) ? month : defaultMonthChoice(months, now);
}
