import { apiRequest, useApiSWR } from '@dugout/auth';
import { recentPostsConfig, recentPostsPath, type RecentPost } from './recent-post';

/** GET /api/league/board/{path}/recent/notice */
export const getRecentNotices = (path: string) => apiRequest<RecentPost[]>('GET', recentPostsPath(path, 'notice'));

export const useRecentNotices = (path: string) => useApiSWR<RecentPost[]>(recentPostsPath(path, 'notice'), recentPostsConfig);
