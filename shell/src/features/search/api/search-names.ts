import { useApiSWR, withQuery } from '@dugout/auth';
import { SEARCH_QUERY_MAX, searchKey, type SearchResults } from '@dugout/contracts';

/** Results per kind in the popup. */
export const SEARCH_POPUP_LIMIT = 5;

/** GET /api/search?q&limit; null (no call) while the query has no character to look for. */
export function searchNamesPath(query: string): string | null {
  return searchKey(query).length === 0 ? null : withQuery('/api/search', { q: query.trim().slice(0, SEARCH_QUERY_MAX), limit: SEARCH_POPUP_LIMIT });
}

/** Players, teams and league sites whose names contain the query; the last answer stays while the next one loads. */
export function useSearchNames(query: string) {
  return useApiSWR<SearchResults>(searchNamesPath(query), { keepPreviousData: true });
}
