import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useAuthStore } from '@dugout/auth';
import type { Board } from '@dugout/contracts';
import { createBoard, createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi, type ApiCall, type ApiReply } from '@dugout/testing';
import App from '../../../app';
import { renderAdmin } from '../../../testing/render-admin';

const ADMIN = '/api/league/board/2/admin';
const LABEL_FORMAT = '영문과 숫자만 입력할 수 있습니다.';
const UPLOAD_NEEDS_MANAGER = '첨부파일은 쓰기 권한이 리그 관리자일 때만 사용할 수 있습니다.';

let boards: Record<number, Board>;
let check = createLeagueManagerCheck();
let refuseSave: ApiReply | undefined;

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(check);
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === `${ADMIN}/boards`) return ok(Object.values(boards).map((board) => ({ ...board, postCount: 0 })));
    const one = /^\/api\/league\/board\/2\/admin\/board\/(\d+)$/.exec(call.url);
    if (call.method === 'GET' && one) {
      const board = boards[Number(one[1])];
      return board ? ok(board) : fail(404, '게시판을 찾을 수 없습니다.');
    }
    if (call.method === 'POST' || call.method === 'PATCH') return refuseSave ?? ok({ boardId: one ? Number(one[1]) : 9 });
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));
const form = () => within(screen.getByRole('form', { name: '게시판 설정' }));
const fieldError = (label: string) => {
  const field = form().getByLabelText(label);
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
};

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  check = createLeagueManagerCheck();
  refuseSave = undefined;
  boards = {
    1: createBoard({ useFileUpload: false }),
    3: createBoard({ boardId: 3, boardLabel: 'free', boardName: '자유게시판', fixed: false, useFileUpload: false, boardMemo: '자유롭게' }),
  };
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('게시판 추가', () => {
  it('starts from the defaults: 일반, list and view 비회원, write and comment 회원, comments on, 2 files', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/board');
    expect(await screen.findByRole('heading', { name: '게시판 추가' })).toBeInTheDocument();
    expect(form().getByLabelText('게시판 이름')).toHaveValue('');
    expect(form().getByLabelText('경로')).not.toHaveAttribute('readonly');
    expect(form().getByRole('radio', { name: '일반' })).toBeChecked();
    expect(form().getByLabelText('목록')).toHaveDisplayValue('비회원');
    expect(form().getByLabelText('보기')).toHaveDisplayValue('비회원');
    expect(form().getByLabelText('쓰기')).toHaveDisplayValue('회원');
    expect(form().getByLabelText('댓글')).toHaveDisplayValue('회원');
    expect(within(form().getByLabelText('쓰기')).queryByRole('option', { name: '비회원' })).not.toBeInTheDocument();
    expect(form().getByLabelText('댓글 사용')).toBeChecked();
    expect(form().getByLabelText('파일 첨부 사용')).not.toBeChecked();
    expect(form().getByLabelText('첨부 파일 수')).toHaveDisplayValue('2개');
  });

  it('checks the name and path: required, 2 to 20 characters, letters and digits only', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/board');
    await user.click(await screen.findByRole('button', { name: '저장' }));
    await waitFor(() => expect(fieldError('게시판 이름')).not.toBe(''));
    expect(fieldError('경로')).not.toBe('');
    expect(form().getByLabelText('게시판 이름')).toHaveAttribute('maxlength', '20');
    expect(form().getByLabelText('경로')).toHaveAttribute('maxlength', '20');

    await user.type(form().getByLabelText('게시판 이름'), '가');
    await user.type(form().getByLabelText('경로'), '자유');
    await user.tab();
    await waitFor(() => expect(fieldError('게시판 이름')).toBe('2자 이상 입력해 주세요.'));
    expect(fieldError('경로')).toBe(LABEL_FORMAT);

    await user.clear(form().getByLabelText('경로'));
    await user.type(form().getByLabelText('경로'), 'free-talk');
    await user.tab();
    await waitFor(() => expect(fieldError('경로')).toBe(LABEL_FORMAT));
    expect(writes(calls)).toEqual([]);
  });

  it('allows file attachments only when the write role is 리그 관리자', async () => {
    const user = userEvent.setup();
    serve();
    renderAdmin('/league/gangseo/admin/board');
    await user.click(await screen.findByLabelText('파일 첨부 사용'));
    await waitFor(() => expect(fieldError('파일 첨부 사용')).toBe(UPLOAD_NEEDS_MANAGER));
    await user.selectOptions(form().getByLabelText('쓰기'), '리그 관리자');
    await waitFor(() => expect(fieldError('파일 첨부 사용')).toBe(''));
  });

  it('creates the board with the spec payload and goes to the board list', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/board');
    await user.type(await screen.findByLabelText('게시판 이름'), ' 사진 모음 ');
    await user.type(form().getByLabelText('경로'), 'photo2');
    await user.click(form().getByRole('radio', { name: '갤러리' }));
    await user.type(form().getByLabelText('설명'), '경기 사진');
    await user.selectOptions(form().getByLabelText('쓰기'), '리그 관리자');
    await user.click(form().getByLabelText('파일 첨부 사용'));
    await user.selectOptions(form().getByLabelText('첨부 파일 수'), '5개');
    await user.click(form().getByRole('button', { name: '저장' }));

    expect(await screen.findByRole('heading', { name: '게시판 관리' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: `${ADMIN}/board`,
        body: {
          boardName: '사진 모음',
          boardLabel: 'photo2',
          boardType: 2,
          boardMemo: '경기 사진',
          roles: expect.any(String),
          useComment: true,
          useFileUpload: true,
          useFileDownload: true,
          maxFileCount: 5,
          mainId: 2,
          registerId: null,
          boardId: null,
        },
      },
    ]);
    expect(JSON.parse((writes(calls)[0]?.body as { roles: string }).roles)).toEqual({ list: 1, view: 1, write: 9, comment: 4 });
  });

  it("puts the server's field errors on the fields and stays on the form", async () => {
    const user = userEvent.setup();
    serve();
    refuseSave = fail(400, '입력한 내용을 확인해 주세요.', { boardLabel: '이미 사용 중인 경로입니다.' });
    renderAdmin('/league/gangseo/admin/board');
    await user.type(await screen.findByLabelText('게시판 이름'), '자유게시판');
    await user.type(form().getByLabelText('경로'), 'free');
    await user.click(form().getByRole('button', { name: '저장' }));
    await waitFor(() => expect(fieldError('경로')).toBe('이미 사용 중인 경로입니다.'));
    expect(form().getByRole('alert')).toHaveTextContent('입력한 내용을 확인해 주세요.');
    expect(screen.getByRole('heading', { name: '게시판 추가' })).toBeInTheDocument();
  });

  it('is not offered to a manager without the createBoard role', async () => {
    check = createLeagueManagerCheck({ grade: 3, role: '{"manageBoard":true}' });
    serve();
    renderAdmin('/league/gangseo/admin/board');
    expect(await screen.findByText('게시판을 추가할 권한이 없습니다. 총괄 관리자에게 권한을 요청해 주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('게시판 수정', () => {
  it('keeps the path and type of the notice board read-only and saves the rest with PATCH', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/board/1');
    expect(await screen.findByRole('heading', { name: '게시판 수정' })).toBeInTheDocument();
    const label = await form().findByLabelText('경로');
    expect(label).toHaveValue('notice');
    expect(label).toHaveAttribute('readonly');
    expect(form().getByText('기본 게시판(공지사항, 갤러리)의 경로와 종류는 바꿀 수 없습니다.')).toBeInTheDocument();
    expect(form().getByRole('radio', { name: '갤러리' })).toBeDisabled();
    await user.clear(form().getByLabelText('게시판 이름'));
    await user.type(form().getByLabelText('게시판 이름'), '리그 공지');
    await user.click(form().getByRole('button', { name: '저장' }));

    expect(await screen.findByRole('heading', { name: '게시판 관리' })).toBeInTheDocument();
    const [patch] = writes(calls);
    expect(patch).toMatchObject({ method: 'PATCH', url: `${ADMIN}/board/1` });
    expect(patch?.body).toMatchObject({ boardId: 1, mainId: 2, boardName: '리그 공지', boardLabel: 'notice' });
  });

  it('lets the path of an added board change', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/board/3');
    const label = await screen.findByLabelText('경로');
    expect(label).toHaveValue('free');
    expect(label).not.toHaveAttribute('readonly');
    expect(form().getByRole('radio', { name: '갤러리' })).toBeEnabled();
    expect(form().getByLabelText('설명')).toHaveValue('자유롭게');
  });

  it('says so when the board does not exist', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/board/77');
    expect(await screen.findByText('요청하신 게시판을 찾을 수 없습니다.')).toBeInTheDocument();
  });

  it('goes back one step on 취소', async () => {
    const user = userEvent.setup();
    serve();
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/league/gangseo/admin/boards', '/league/gangseo/admin/board/3']} initialIndex={1}>
          <Routes>
            <Route path="/league/:path/admin/*" element={<App />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>,
    );
    await user.click(await screen.findByRole('button', { name: '취소' }));
    expect(await screen.findByRole('heading', { name: '게시판 관리' })).toBeInTheDocument();
  });
});
