/** The day a schedule opens on, and whether it is today or later (otherwise the season is over). */
export interface DayToOpen {
  day: string;
  upcoming: boolean;
}

/**
 * Today's games, or the next day with games; once every game is past, the last day with games.
 * Days are Seoul days (YYYY-MM-DD) in the list's order, oldest first; '' is a game without a date.
 */
export function dayToOpen(days: readonly string[], today: string): DayToOpen | null {
  const dated = days.filter(Boolean);
  const next = dated.find((day) => day >= today);
  if (next) return { day: next, upcoming: true };
  const last = dated[dated.length - 1];
  return last ? { day: last, upcoming: false } : null;
}
