import { BoardPermission, boardRights, hasBoardPermission } from './board.enum';

const board = (list: BoardPermission, view: BoardPermission, write: BoardPermission, comment: BoardPermission, useComment = true) => ({
  roles: { list, view, write, comment },
  useComment,
});

describe('board rights per action (spec section 6)', () => {
  const defaults = board(1, 1, 4, 4);

  it('lets a visitor list and view a default board, but never write or comment', () => {
    expect(boardRights(BoardPermission.Anyone, defaults)).toEqual({ level: 1, list: true, view: true, write: false, comment: false });
    // Even a board that says "anyone" for comments needs a logged-in member to take one.
    expect(boardRights(BoardPermission.Anyone, board(1, 1, 4, 1)).comment).toBe(false);
  });

  it('lets a member write and comment on a default board', () => {
    expect(boardRights(BoardPermission.Member, defaults)).toEqual({ level: 4, list: true, view: true, write: true, comment: true });
  });

  it('includes the lower levels in a higher one', () => {
    const participantsOnly = board(6, 6, 6, 6);
    expect(boardRights(BoardPermission.Member, participantsOnly)).toEqual({ level: 4, list: false, view: false, write: false, comment: false });
    expect(boardRights(BoardPermission.LeagueParticipant, participantsOnly)).toEqual({ level: 6, list: true, view: true, write: true, comment: true });
    expect(boardRights(BoardPermission.LeagueManager, participantsOnly)).toEqual({ level: 9, list: true, view: true, write: true, comment: true });
  });

  it('keeps the write of a managers-only board (the notice board) to league managers', () => {
    const managersWrite = board(1, 1, 9, 4);
    expect(boardRights(BoardPermission.LeagueParticipant, managersWrite).write).toBe(false);
    expect(boardRights(BoardPermission.LeagueManager, managersWrite).write).toBe(true);
  });

  it('takes no comments on a board with comments turned off, whoever asks', () => {
    expect(boardRights(BoardPermission.LeagueManager, board(1, 1, 4, 4, false)).comment).toBe(false);
  });

  it('compares levels as numbers', () => {
    expect(hasBoardPermission(BoardPermission.LeagueParticipant, BoardPermission.Member)).toBe(true);
    expect(hasBoardPermission(BoardPermission.Member, BoardPermission.LeagueParticipant)).toBe(false);
  });
});
