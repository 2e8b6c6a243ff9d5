import { WEEKDAY_LABELS, type TempScheduleGame } from '@dugout/contracts';

/** A route id (':seasonId', ':leagueId'): a positive whole number, else null. */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The screen's address under /league/{path}/admin/. */
export const scheduleGenerateScreen = (seasonId: number, leagueId?: number | null) =>
  leagueId ? `scheduleGenerate/${seasonId}/${leagueId}` : `scheduleGenerate/${seasonId}`;

/** The weekday of a YYYY-MM-DD day: 일 ... 토. */
export const weekdayOf = (day: string): string => WEEKDAY_LABELS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? '';

/** '2026-03-07 (토)' */
export const dayLabel = (day: string): string => `${day} (${weekdayOf(day)})`;

export interface GameDay {
  date: string;
  games: TempScheduleGame[];
}

/** The games by day, in time order (the server sends them sorted by time and ground). */
export function gamesByDay(games: readonly TempScheduleGame[]): GameDay[] {
  const days: GameDay[] = [];
  for (const game of games) {
    const last = days[days.length - 1];
    if (last && last.date === game.date) last.games.push(game);
    else days.push({ date: game.date, games: [game] });
  }
  return days;
}
