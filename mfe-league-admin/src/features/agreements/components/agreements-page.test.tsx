import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { AdminSeasonAgreement } from '@dugout/contracts';
import { type ApiCall, type ApiReply, createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const AGREEMENT = '/api/league/admin/season/3/agreement';

let stored: AdminSeasonAgreement;
let refuseSave: ApiReply | undefined;
let check = createLeagueManagerCheck();

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(check);
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === AGREEMENT && call.method === 'GET') return ok(stored);
    if (call.url === AGREEMENT && call.method === 'PUT') {
      if (refuseSave) return refuseSave;
      const { content } = call.body as { content: string };
      stored = { ...stored, content, updatedAt: '2026-03-02T09:15:00+09:00', updatedBy: '김철수' };
      return ok(stored);
    }
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  check = createLeagueManagerCheck();
  refuseSave = undefined;
  stored = {
    seasonId: 3,
    seasonName: '2026 시즌',
    mainId: 2,
    mainName: '강서리그',
    leaguePath: 'gangseo',
    content: null,
    updatedAt: null,
    updatedBy: null,
    teams: [
      { teamId: 4, teamName: '강서 타이거즈', registered: 18, signed: 5 },
      { teamId: 5, teamName: '화곡 이글스', registered: 15, signed: 0 },
    ],
  };
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('참가 서약서 (league admin)', () => {
  it('shows the signature count of each team of the active season and an empty text', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/agreements');
    expect(await screen.findByRole('heading', { level: 1, name: '참가 서약서' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '팀별 서명 현황' });
    const tigers = within(table).getByRole('row', { name: /강서 타이거즈/ });
    expect(within(tigers).getByText('18명')).toBeInTheDocument();
    expect(within(tigers).getByText('5명')).toBeInTheDocument();
    expect(screen.getByText('아직 작성된 서약서가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '서약서 내용' })).toHaveValue('');
  });

  it('saves the text with PUT and shows who saved it when', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/agreements');
    await user.type(await screen.findByRole('textbox', { name: '서약서 내용' }), '1. 규정을 지킵니다.');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([expect.objectContaining({ url: AGREEMENT, body: { content: '1. 규정을 지킵니다.' } })]);
    expect(screen.getByText('마지막 저장: 2026-03-02 09:15 (김철수)')).toBeInTheDocument();
  });

  it('asks for the text before calling the API and shows the refusal of the server', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/agreements');
    await user.click(await screen.findByRole('button', { name: '저장' }));
    expect(await screen.findByText('서약서 내용을 입력해 주세요.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    refuseSave = fail(403, '리그 총괄 관리자(1등급)만 할 수 있는 작업입니다.');
    await user.type(screen.getByRole('textbox', { name: '서약서 내용' }), '내용');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('리그 총괄 관리자(1등급)만 할 수 있는 작업입니다.')).toBeInTheDocument();
  });

  it('is not offered to a manager without grade 1', async () => {
    check = createLeagueManagerCheck({ grade: 3 });
    serve();
    renderAdmin('/league/gangseo/admin/agreements');
    await screen.findByText('이 화면을 사용할 권한이 없습니다. 총괄 관리자에게 권한을 요청해 주세요.');
    expect(screen.queryByRole('textbox', { name: '서약서 내용' })).not.toBeInTheDocument();
  });
});
