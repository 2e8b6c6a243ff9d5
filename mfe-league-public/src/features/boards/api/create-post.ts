import { apiClient } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/league/board/{path}/{label} (multipart: title, content, isNotice, files). */
export const createPost = (path: string, label: string, body: FormData) =>
  apiClient.post<{ postId: number }>(apiPath('league', 'board', path, label), body, { idempotent: true });
