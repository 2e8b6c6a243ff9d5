import { apiRequest, useApiSWR } from '@dugout/auth';
import { recentPostsConfig, recentPostsPath, type RecentPost } from './recent-post';

/** GET /api/league/board/{path}/recent/normal */
export const getRecentNormalPosts = (path: string) => apiRequest<RecentPost[]>('GET', recentPostsPath(path, 'normal'));

export const useRecentNormalPosts = (path: string) => useApiSWR<RecentPost[]>(recentPostsPath(path, 'normal'), recentPostsConfig);
