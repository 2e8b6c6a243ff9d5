import { useCallback, useState } from 'react';
import type { LeagueBase } from '@dugout/contracts';
import { defaultSeasonId, readSeasonChoice, resolveSeasonId, saveSeasonChoice } from '../../../shared/league/season-choice';

/**
 * The season the league pages show: the visitor's choice kept in sessionStorage (reused on
 * reload), else the active season, else the first. Choosing the default season, or null,
 * clears the stored choice.
 */
export function useSeasonChoice(path: string, base: LeagueBase | undefined): [number | null, (seasonId: number | null) => void] {
  const [stored, setStored] = useState<number | null>(() => readSeasonChoice(path));
  const seasonId = base ? resolveSeasonId(base, stored) : null;
  const choose = useCallback(
    (next: number | null) => {
      const keep = next !== null && (!base || next !== defaultSeasonId(base)) ? next : null;
      saveSeasonChoice(path, keep);
      setStored(keep);
    },
    [path, base],
  );
  return [seasonId, choose];
}
