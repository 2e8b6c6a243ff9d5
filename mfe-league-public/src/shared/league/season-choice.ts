import type { LeagueBase } from '@dugout/contracts';

/** sessionStorage key of the season a visitor chose in one league (per league path). */
export const seasonChoiceKey = (path: string) => `dugout.league.${path}.seasonId`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSeasonChoice(path: string): number | null {
  try {
    const raw = storage()?.getItem(seasonChoiceKey(path));
    const id = raw ? Number(raw) : NaN;
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Keeps the choice for this browser tab; null clears it (the key is removed). */
export function saveSeasonChoice(path: string, seasonId: number | null): void {
  try {
    const store = storage();
    if (seasonId === null) store?.removeItem(seasonChoiceKey(path));
    else store?.setItem(seasonChoiceKey(path), String(seasonId));
  } catch {
    // no storage: the choice lasts until the page is reloaded
  }
}

/** The league's default season: the flagged (active) one, else the first. */
export function defaultSeasonId(base: Pick<LeagueBase, 'seasons' | 'activeSeasonId'>): number | null {
  if (base.activeSeasonId !== null && base.seasons.some((season) => season.seasonId === base.activeSeasonId)) {
    return base.activeSeasonId;
  }
  return base.seasons.find((season) => season.active)?.seasonId ?? base.seasons[0]?.seasonId ?? null;
}

/** The stored choice when it is one of this league's seasons, else the default season. */
export function resolveSeasonId(base: Pick<LeagueBase, 'seasons' | 'activeSeasonId'>, stored: number | null): number | null {
  if (stored !== null && base.seasons.some((season) => season.seasonId === stored)) return stored;
  return defaultSeasonId(base);
}
