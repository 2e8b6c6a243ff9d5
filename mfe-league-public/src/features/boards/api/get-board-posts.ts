import { useApiSWR } from '@dugout/auth';
import type { PostList, PostSearchType } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export interface PostListParams {
  page: number;
  search: { type: PostSearchType; text: string } | null;
}

/** The list's query string: the page always, the search only when there is one (server default page size). */
export function boardPostsPath(path: string, label: string, { page, search }: PostListParams): string {
  const query = new URLSearchParams({ page: String(page) });
  if (search) {
    query.set('searchType', search.type);
    query.set('search', search.text);
  }
  return `${apiPath('league', 'board', path, label, 'list')}?${query.toString()}`;
}

/** GET /api/league/board/{path}/{label}/list: notices first, then newest, one page. */
export const useBoardPosts = (path: string, label: string, params: PostListParams) =>
  useApiSWR<PostList>(boardPostsPath(path, label, params), { keepPreviousData: true, shouldRetryOnError: false });
