import { apiClient } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

/** DELETE /api/league/board/{path}/{label}/{id}: the author or a league manager; comments and files go with it. */
export const deletePost = (path: string, label: string, postId: number) =>
  apiClient.delete<void>(apiPath('league', 'board', path, label, postId));
