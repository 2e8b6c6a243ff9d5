import { apiClient } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

/** PATCH /api/league/board/{path}/{label}/{id} (multipart: the post's fields, new files and removeAttachments). */
export const updatePost = (path: string, label: string, postId: number, body: FormData) =>
  apiClient.patch<{ postId: number }>(apiPath('league', 'board', path, label, postId), body);
