import { apiClient } from '@dugout/auth';
import type { BoardCommentForm } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/league/board/{path}/{label}/comment/{postId} with { content }. */
export const createComment = (path: string, label: string, postId: number, body: BoardCommentForm) =>
  apiClient.post<unknown>(apiPath('league', 'board', path, label, 'comment', postId), body, { idempotent: true });
