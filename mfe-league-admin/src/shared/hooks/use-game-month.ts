import type { League, MonthChoice } from '@dugout/contracts';
import { useLeagueSchedule } from '../api/get-league-schedule';
import { gameMonthChoice } from '../lib/game-month';

export interface GameMonthOptions {
  /** The season's leagues (undefined while they load). */
  leagues: readonly League[] | undefined;
  /** The league chosen, or null for every league of the season. */
  leagueId: number | null;
  months: readonly MonthChoice[];
  /** The month the person chose (from the address); when it is one of the season's, no games are read. */
  chosen: string | null;
}

/**
 * The month a season's list shows: the chosen one, else the month of the next game (gameMonthChoice);
 * '' while the games that decide it are still loading, so the list never flashes an empty month.
 */
export function useGameMonth({ leagues, leagueId, months, chosen }: GameMonthOptions): string {
  const valid = chosen !== null && months.some((choice) => choice.value === chosen) ? chosen : null;
  const source = leagueId ?? leagues?.[0]?.leagueId ?? null;
  const games = useLeagueSchedule(valid ? null : source, leagueId === null);
  if (valid) return valid;
  if (months.length === 0) return '';
  if (leagues === undefined) return '';
  if (source !== null && games.data === undefined && games.error === undefined) return '';
  return gameMonthChoice(games.data ?? [], months);
}
