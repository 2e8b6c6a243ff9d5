import { useState } from 'react';
import type { LeagueSelectValue } from '@dugout/ui';
import { useLeague } from '../league/league-context';

export interface LeagueChoice {
  /** The select's value: a league of the chosen season, or '' for all leagues (showAll). */
  value: LeagueSelectValue;
  setValue: (value: LeagueSelectValue) => void;
  /** The chosen league, null for all leagues or before the leagues arrive. */
  leagueId: number | null;
  /** The league to ask the API with: the chosen one, or for all leagues the season's first (with ?all=true). */
  queryLeagueId: number | null;
  all: boolean;
  /** The season's leagues are still loading. */
  pending: boolean;
}

/**
 * A page's league choice among the chosen season's leagues. A choice that is not one of them
 * (nothing chosen yet, another season) reads as the first league, or all leagues with showAll,
 * from the very first render, so no call is ever made for a league of another season.
 */
export function useLeagueChoice({ showAll = false }: { showAll?: boolean } = {}): LeagueChoice {
  const { leagues, leaguesLoading } = useLeague();
  const [chosen, setValue] = useState<LeagueSelectValue>('');
  const valid = chosen !== '' && leagues.some((league) => league.leagueId === chosen);
  const value: LeagueSelectValue = valid ? chosen : showAll ? '' : (leagues[0]?.leagueId ?? '');
  const leagueId = value === '' ? null : value;
  return {
    value,
    setValue,
    leagueId,
    queryLeagueId: leagueId ?? leagues[0]?.leagueId ?? null,
    all: value === '',
    pending: leaguesLoading,
  };
}
