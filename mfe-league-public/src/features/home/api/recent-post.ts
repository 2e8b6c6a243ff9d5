import { apiPath } from '../../../shared/lib/api-paths';

/** A recent post of a league board (spec 3); the boards issue brings the endpoint. */
export interface RecentPost {
  wr_id: number;
  board_id: number;
  board_label: string;
  title: string;
  /** HTML */
  content: string;
  user_name: string;
  created_at: string;
}

export type RecentPostKind = 'gallery' | 'notice' | 'normal';

export const recentPostsPath = (path: string, kind: RecentPostKind) => apiPath('league', 'board', path, 'recent', kind);

/** Boards come later: a failing call is "no posts", never retried. */
export const recentPostsConfig = { shouldRetryOnError: false } as const;
