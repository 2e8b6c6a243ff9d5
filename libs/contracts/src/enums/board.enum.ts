import { defineCodes } from './code-set';

/** Who may list, view, write or comment on a board; a higher level includes the lower ones. */
export const BoardPermission = { Anyone: 1, Member: 4, LeagueParticipant: 6, LeagueManager: 9 } as const;
export type BoardPermission = (typeof BoardPermission)[keyof typeof BoardPermission];
export const boardPermissions = defineCodes<BoardPermission>([1, 4, 6, 9], {
  1: '비회원',
  4: '회원',
  6: '리그 참가자',
  9: '리그 관리자',
});

/** Defaults of a new board's roles: list 1, view 1, write 4, comment 4. */
export const DEFAULT_BOARD_ROLES = Object.freeze({
  list: BoardPermission.Anyone,
  view: BoardPermission.Anyone,
  write: BoardPermission.Member,
  comment: BoardPermission.Member,
});

/** True when a user at `userLevel` may do something that needs `required`. */
export function hasBoardPermission(userLevel: BoardPermission, required: BoardPermission): boolean {
  return userLevel >= required;
}

export const BoardType = { General: 1, Gallery: 2, Qna: 3 } as const;
export type BoardType = (typeof BoardType)[keyof typeof BoardType];
export const boardTypes = defineCodes<BoardType>([1, 2, 3], { 1: '일반', 2: '갤러리', 3: '질문과 답변' });
export const DEFAULT_BOARD_TYPE: BoardType = BoardType.General;

/** The level needed for each action on a board (its role settings). */
export interface BoardActionLevels {
  list: BoardPermission;
  view: BoardPermission;
  write: BoardPermission;
  comment: BoardPermission;
}

/** What a member at `level` may do on a board; comments also need the board to take them. */
export interface BoardActionRights {
  level: BoardPermission;
  list: boolean;
  view: boolean;
  write: boolean;
  comment: boolean;
}

/**
 * The rights of a member on a board. `level` is the member's level in the board's league main:
 * 1 not logged in, 4 member, 6 league participant, 9 league manager (the server resolves it).
 * Writing always needs a logged-in member, whatever the board says.
 */
export function boardRights(level: BoardPermission, board: { roles: BoardActionLevels; useComment: boolean }): BoardActionRights {
  const may = (required: BoardPermission) => hasBoardPermission(level, required);
  return {
    level,
    list: may(board.roles.list),
    view: may(board.roles.view),
    write: level >= BoardPermission.Member && may(board.roles.write),
    comment: board.useComment && level >= BoardPermission.Member && may(board.roles.comment),
  };
}

/**
 * Whether posts on the board may carry files: only when the board takes uploads and only league
 * managers write there (spec section 5); the server refuses files on any other board.
 */
export function boardTakesFiles(board: { roles: Pick<BoardActionLevels, 'write'>; useFileUpload: boolean; maxFileCount: number }): boolean {
  return board.useFileUpload && board.maxFileCount > 0 && board.roles.write === BoardPermission.LeagueManager;
}

/** Comments are read in pages (oldest first): the post view carries the first page of `defaultSize`. */
export const POST_COMMENT_PAGE = { defaultSize: 50, maxSize: 100 } as const;
