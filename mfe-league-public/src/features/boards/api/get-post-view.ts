import { useApiSWR } from '@dugout/auth';
import type { PostView } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const postViewPath = (path: string, label: string, postId: number) => apiPath('league', 'board', path, label, 'view', postId);

/** GET /api/league/board/{path}/{label}/view/{id}: the post with attachments and comments (counts a view). */
export const usePostView = (path: string, label: string, postId: number | null) =>
  useApiSWR<PostView>(postId ? postViewPath(path, label, postId) : null, { shouldRetryOnError: false, revalidateOnFocus: false });
