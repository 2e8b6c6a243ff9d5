import { useApiSWR } from '@dugout/auth';
import type { PlayerSearchField, PlayerSearchResult } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export interface PlayerSearch {
  seasonId: number;
  searchName: PlayerSearchField;
  searchValue: string;
}

export const playerSearchPath = ({ seasonId, searchName, searchValue }: PlayerSearch) =>
  `${apiPath('league', 'admin', 'season', seasonId, 'player', 'search')}?searchName=${searchName}&searchValue=${encodeURIComponent(searchValue)}`;

/** GET /api/league/admin/season/{s}/player/search?searchName&searchValue: the season's matching players (any manager). */
export function useSearchPlayers(search: PlayerSearch | null) {
  return useApiSWR<PlayerSearchResult[]>(search ? playerSearchPath(search) : null);
}
