import { apiRequest, useApiSWR } from '@dugout/auth';
import { recentPostsConfig, recentPostsPath, type RecentPost } from './recent-post';

/** GET /api/league/board/{path}/recent/gallery */
export const getRecentGallery = (path: string) => apiRequest<RecentPost[]>('GET', recentPostsPath(path, 'gallery'));

export const useRecentGallery = (path: string) => useApiSWR<RecentPost[]>(recentPostsPath(path, 'gallery'), recentPostsConfig);
