import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { AdminBoard } from '@dugout/contracts';
import { createBoard, createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi, type ApiCall, type ApiReply } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const BOARDS = '/api/league/board/2/admin/boards';
const FIXED = '기본 게시판은 삭제할 수 없습니다.';

let boards: AdminBoard[];
let check = createLeagueManagerCheck();
let refuseDelete: ApiReply | undefined;

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(check);
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === BOARDS) return ok(boards);
    if (call.method === 'DELETE') return refuseDelete ?? { status: 204 };
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const row = async (name: string) => (await screen.findByRole('link', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement;

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  check = createLeagueManagerCheck();
  refuseDelete = undefined;
  boards = [
    { ...createBoard(), postCount: 12 },
    { ...createBoard({ boardId: 2, boardLabel: 'gallery', boardName: '갤러리', boardType: 2 }), postCount: 4 },
    {
      ...createBoard({
        boardId: 3,
        boardLabel: 'free',
        boardName: '자유게시판',
        fixed: false,
        useFileUpload: false,
        roles: { list: 1, view: 4, write: 6, comment: 4 },
      }),
      postCount: 37,
    },
  ];
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('게시판 관리', () => {
  it('lists the boards with path, type, post count and roles in Korean, each opening its public home in a new tab', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/boards');
    expect(await screen.findByRole('heading', { name: '게시판 관리' })).toBeInTheDocument();
    const free = await row('자유게시판');
    expect(within(free).getByText('free')).toBeInTheDocument();
    expect(within(free).getByText('일반')).toBeInTheDocument();
    expect(within(free).getByText('37개')).toBeInTheDocument();
    expect(within(free).getByText('목록 비회원 · 보기 회원 · 쓰기 리그 참가자 · 댓글 회원')).toBeInTheDocument();
    const home = within(free).getByRole('link', { name: /^자유게시판/ });
    expect(home).toHaveAttribute('href', '/league/gangseo/board/free');
    expect(home).toHaveAttribute('target', '_blank');
    expect(home).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(free).getByRole('link', { name: '수정' })).toHaveAttribute('href', '/league/gangseo/admin/board/3');
    expect(within(await row('갤러리')).getByText('갤러리', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '게시판 추가' })).toHaveAttribute('href', '/league/gangseo/admin/board');
  });

  it('offers no removal of the notice and gallery boards, and says why', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/boards');
    for (const name of ['공지사항', '갤러리']) {
      const fixed = await row(name);
      expect(within(fixed).queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
      expect(within(fixed).getByText(FIXED)).toBeInTheDocument();
    }
    expect(within(await row('자유게시판')).getByRole('button', { name: '삭제' })).toBeEnabled();
  });

  it('asks before deleting a board and its posts, then says 삭제되었습니다 and reloads the list', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/boards');
    await user.click(within(await row('자유게시판')).getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent("'자유게시판' 게시판을 삭제할까요? 게시판을 삭제하면 게시글 37개도 함께 삭제됩니다.");
    boards = boards.slice(0, 2);
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));

    expect(await screen.findByText('삭제되었습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('자유게시판')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/league/board/2/admin/board/3']);
  });

  it('deletes nothing when the question is answered 취소', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/boards');
    await user.click(within(await row('자유게시판')).getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(screen.getByText('자유게시판')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows the error when the server refuses the removal', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve();
    refuseDelete = fail(400, '기본 게시판은 삭제할 수 없습니다.');
    renderAdmin('/league/gangseo/admin/boards');
    await user.click(within(await row('자유게시판')).getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('기본 게시판은 삭제할 수 없습니다.');
    expect(screen.getByText('자유게시판')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('hides 게시판 추가 from a manager without the createBoard role', async () => {
    check = createLeagueManagerCheck({ grade: 3, role: '{"manageBoard":true}' });
    serve();
    renderAdmin('/league/gangseo/admin/boards');
    await row('자유게시판');
    expect(screen.queryByRole('link', { name: '게시판 추가' })).not.toBeInTheDocument();
  });
});
