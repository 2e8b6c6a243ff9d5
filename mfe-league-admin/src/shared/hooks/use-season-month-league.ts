import { monthChoices } from '@dugout/contracts';
import { useLeagueBase } from '../api/get-league-base';
import { useSeasonLeagues } from '../api/get-season-leagues';
import { defaultSeasonId } from '../components/season-league-picker';
import { useGameMonth } from './use-game-month';

/** What a season list's person chose (null: nothing chosen, the list picks). */
export interface SeasonMonthLeagueChoice {
  seasonId: number | null;
  /** YYYYMM */
  month: string | null;
  leagueId: number | null;
}

/**
 * The filter state of the schedule and game lists: the season chosen (else the default one), its
 * months, the month shown (the chosen one, else that of the season's next game) and the league
 * chosen, while it is one of the season's (null: all of them).
 */
export function useSeasonMonthLeague(path: string, chosen: SeasonMonthLeagueChoice) {
  const base = useLeagueBase(path);
  const seasons = base.data?.seasons ?? [];
  const seasonId = defaultSeasonId(seasons, chosen.seasonId);
  const season = seasons.find((candidate) => candidate.seasonId === seasonId) ?? null;
  const months = season ? monthChoices(season.beginDate, season.endDate) : [];
  const leagues = useSeasonLeagues(seasonId);
  const leagueId = chosen.leagueId && leagues.data && !leagues.data.some((league) => league.leagueId === chosen.leagueId) ? null : chosen.leagueId;
  const month = useGameMonth({ leagues: leagues.error ? [] : leagues.data, leagueId, months, chosen: chosen.month });
  return { base, seasons, seasonId, months, month, leagues, leagueId };
}

export type SeasonMonthLeague = ReturnType<typeof useSeasonMonthLeague>;
