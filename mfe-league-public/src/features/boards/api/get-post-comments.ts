import { apiClient } from '@dugout/auth';
import { POST_COMMENT_PAGE, type PostCommentPage } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/league/board/{path}/{label}/comment/{postId}?page&size: one page of the post's comments, oldest first. */
export const getPostComments = (path: string, label: string, postId: number, page: number) =>
  apiClient.get<PostCommentPage>(`${apiPath('league', 'board', path, label, 'comment', postId)}?page=${page}&size=${POST_COMMENT_PAGE.defaultSize}`);
