import { apiClient } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

/** DELETE /api/league/board/{path}/{label}/comment/{commentId}: the comment's author or a league manager. */
export const deleteComment = (path: string, label: string, commentId: number) =>
  apiClient.delete<void>(apiPath('league', 'board', path, label, 'comment', commentId));
