import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PostSearchType } from '@dugout/contracts';
import type { PostListParams } from '../api/get-board-posts';

const SEARCH_TYPES: readonly PostSearchType[] = ['title', 'content', 'author', 'all'];

/** The board list's page and search live in the address (?page=&searchType=&search=), so back and links keep them. */
export function useBoardQuery() {
  const [params, setParams] = useSearchParams();
  const value = useMemo<PostListParams>(() => {
    const page = Number(params.get('page'));
    const rawType = params.get('searchType') as PostSearchType | null;
    const type = rawType && SEARCH_TYPES.includes(rawType) ? rawType : 'all';
    const text = (params.get('search') ?? '').trim().slice(0, 50);
    return { page: Number.isInteger(page) && page > 0 ? page : 1, search: text ? { type, text } : null };
  }, [params]);

  const queryFor = useCallback(
    (page: number, search = value.search) => {
      const next = new URLSearchParams();
      if (page > 1) next.set('page', String(page));
      if (search) {
        next.set('searchType', search.type);
        next.set('search', search.text);
      }
      const text = next.toString();
      return text ? `?${text}` : '';
    },
    [value.search],
  );

  const runSearch = useCallback(
    (type: PostSearchType, text: string) => {
      const trimmed = text.trim();
      setParams(new URLSearchParams(queryFor(1, trimmed ? { type, text: trimmed } : null).slice(1)));
    },
    [queryFor, setParams],
  );

  return { params: value, queryFor, runSearch };
}
