import type { Board, PostComment, PostList, PostListItem, PostView } from '@dugout/contracts';

/** GET /api/league/board/gangseo/label/notice: the notice board of the 강서리그 main (defaults 1/1/4/4). */
export const createBoard = (overrides: Partial<Board> = {}): Board => ({
  boardId: 1,
  mainId: 2,
  boardLabel: 'notice',
  boardName: '공지사항',
  boardType: 1,
  boardMemo: null,
  roles: { list: 1, view: 1, write: 4, comment: 4 },
  useComment: true,
  useFileUpload: true,
  useFileDownload: true,
  maxFileCount: 2,
  fixed: true,
  registerId: null,
  ...overrides,
});

/** A row of a board list. */
export const createPostListItem = (overrides: Partial<PostListItem> = {}): PostListItem => ({
  postId: 101,
  boardId: 1,
  title: '개막전 안내',
  userId: 12,
  userName: '운영자',
  isNotice: false,
  viewCount: 3,
  commentCount: 0,
  attachmentCount: 0,
  thumbnailId: null,
  createdAt: '2026-02-20T10:00:00+09:00',
  ...overrides,
});

/** GET .../list: page 1 of the notice board with one post. */
export const createPostList = (overrides: Partial<PostList> = {}): PostList => ({
  board: createBoard(),
  items: [createPostListItem()],
  total: 1,
  page: 1,
  pageSize: 15,
  ...overrides,
});

export const createPostComment = (overrides: Partial<PostComment> = {}): PostComment => ({
  commentId: 1,
  postId: 101,
  userId: 13,
  userName: '이영희',
  content: '참가합니다!',
  createdAt: '2026-02-21T09:30:00+09:00',
  ...overrides,
});

/** GET .../view/101: a post without attachments or comments. */
export const createPostView = (overrides: Partial<PostView> = {}): PostView => ({
  postId: 101,
  boardId: 1,
  title: '개막전 안내',
  contentHtml: '<p>개막전은 3월 1일입니다.</p>',
  userId: 12,
  userName: '운영자',
  isNotice: false,
  viewCount: 4,
  createdAt: '2026-02-20T10:00:00+09:00',
  updatedAt: null,
  attachments: [],
  comments: [],
  ...overrides,
  commentCount: overrides.commentCount ?? overrides.comments?.length ?? 0,
});
