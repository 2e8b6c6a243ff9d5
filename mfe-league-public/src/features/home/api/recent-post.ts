import { apiPath } from '../../../shared/lib/api-paths';

export type RecentPostKind = 'gallery' | 'notice' | 'normal';

export const recentPostsPath = (path: string, kind: RecentPostKind) => apiPath('league', 'board', path, 'recent', kind);

/** A home block: a failing call shows its error with a retry button instead of retrying on its own. */
export const recentPostsConfig = { shouldRetryOnError: false } as const;
