import { apiPath } from '../../../shared/lib/api-paths';

export type RecentPostKind = 'gallery' | 'notice' | 'normal';

export const recentPostsPath = (path: string, kind: RecentPostKind) => apiPath('league', 'board', path, 'recent', kind);

/** Boards come later: a failing call is "no posts", never retried. */
export const recentPostsConfig = { shouldRetryOnError: false } as const;
