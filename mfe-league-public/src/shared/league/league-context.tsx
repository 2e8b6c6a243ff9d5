import { createContext, useContext } from 'react';
import type { League, LeagueBase, LeaguePaths, Season } from '@dugout/contracts';

export interface LeagueContextValue {
  path: string;
  paths: LeaguePaths;
  base: LeagueBase;
  seasonId: number | null;
  season: Season | null;
  /** Chooses a season (kept in sessionStorage); null goes back to the default season. */
  chooseSeason: (seasonId: number | null) => void;
  /** Leagues of the chosen season ([] while loading). */
  leagues: League[];
  leaguesLoading: boolean;
  leaguesError: Error | undefined;
  retryLeagues: () => void;
}

export const LeagueContext = createContext<LeagueContextValue | null>(null);

/** The league shell's data: base record, chosen season and its leagues. */
export function useLeague(): LeagueContextValue {
  const value = useContext(LeagueContext);
  if (!value) throw new Error('useLeague must be used inside the league shell');
  return value;
}
