import type { BoardActionLevels, BoardActionRights, BoardType } from '../enums';

/** An item of GET /api/league/board/{path}/recent/{kind}: a recent post of a league board (spec section 3). */
export interface RecentPost {
  wr_id: number;
  board_id: number;
  board_label: string;
  title: string;
  /** HTML */
  content: string;
  user_name: string;
  created_at: string;
}

/** GET /api/league/board/{main} and /{main}/label/{label}: a board of a league main with its settings. */
export interface Board {
  boardId: number;
  mainId: number;
  boardLabel: string;
  boardName: string;
  boardType: BoardType;
  boardMemo: string | null;
  /** Level needed per action: 1 non-member, 4 member, 6 league participant, 9 league manager. */
  roles: BoardActionLevels;
  useComment: boolean;
  useFileUpload: boolean;
  useFileDownload: boolean;
  maxFileCount: number;
  /** The notice and gallery boards every league main has: the path cannot change and they cannot be deleted. */
  fixed: boolean;
  registerId: number | null;
}

/** GET /api/league/board/{path}/{label}/user/{userId}: the member's rights on the board. */
export type BoardUserRights = BoardActionRights;

export type PostSearchType = 'title' | 'content' | 'author' | 'all';

/** A row of a board list. */
export interface PostListItem {
  postId: number;
  boardId: number;
  title: string;
  userId: number;
  userName: string;
  isNotice: boolean;
  viewCount: number;
  commentCount: number;
  attachmentCount: number;
  /** The first image attachment's id, for the gallery grid; null when none. */
  thumbnailId: number | null;
  createdAt: string;
}

/** GET /api/league/board/{main}/{label}/list: notices first, then newest. */
export interface PostList {
  board: Board;
  items: PostListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PostAttachment {
  attachmentId: number;
  originalName: string;
  size: number;
  mime: string;
  isImage: boolean;
  hasThumbnail: boolean;
}

export interface PostComment {
  commentId: number;
  postId: number;
  userId: number;
  userName: string;
  content: string;
  createdAt: string;
}

/** GET /api/league/board/{main}/{label}/comment/{id}?page&size: one page of a post's comments, oldest first. */
export interface PostCommentPage {
  items: PostComment[];
  /** Every comment of the post. */
  total: number;
  page: number;
  size: number;
}

/** GET /api/league/board/{main}/{label}/view/{id}: `comments` is the first page of POST_COMMENT_PAGE.defaultSize. */
export interface PostView {
  postId: number;
  boardId: number;
  title: string;
  /** Sanitized HTML. */
  contentHtml: string;
  userId: number;
  userName: string;
  isNotice: boolean;
  viewCount: number;
  createdAt: string;
  updatedAt: string | null;
  attachments: PostAttachment[];
  comments: PostComment[];
  /** Every comment of the post; more than `comments.length` means further pages on the comment call. */
  commentCount: number;
}

/** GET /api/league/board/{main}/admin/boards: a board with how many posts deleting it would remove. */
export interface AdminBoard extends Board {
  postCount: number;
}

/** Kinds of a league main's stored default contents; `home` holds the league home texts (labels intro, regulation). */
export type DefaultContentKind = 'home';

/**
 * GET /api/league/board/{main}/default/{kind}/{label}/contents (anyone) and the same path with PUT
 * (grade-1 league managers): a text of the league written in the admin area (editHome/{label}).
 */
export interface DefaultContents {
  kind: DefaultContentKind;
  label: string;
  /** Sanitized HTML; empty when nothing has been written yet. */
  contentHtml: string;
  updatedAt: string | null;
}
