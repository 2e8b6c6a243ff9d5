import { useApiSWR } from '@dugout/auth';
import type { RecentPost } from '@dugout/contracts';
import { recentPostsConfig, recentPostsPath } from './recent-post';

/** GET /api/league/board/{path}/recent/notice */
export const useRecentNotices = (path: string) => useApiSWR<RecentPost[]>(recentPostsPath(path, 'notice'), recentPostsConfig);
