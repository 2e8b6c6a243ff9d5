import { useApiSWR } from '@dugout/auth';
import type { RecentPost } from '@dugout/contracts';
import { recentPostsConfig, recentPostsPath } from './recent-post';

/** GET /api/league/board/{path}/recent/gallery */
export const useRecentGallery = (path: string) => useApiSWR<RecentPost[]>(recentPostsPath(path, 'gallery'), recentPostsConfig);
