import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { LeagueApplyItem } from '@dugout/contracts';
import { createLeague, createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi, type ApiCall } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const LEAGUE = '/api/league/admin/league/31';

const application = (overrides: Partial<LeagueApplyItem> = {}): LeagueApplyItem => ({
  requestId: 5,
  leagueId: 31,
  teamId: 9,
  userId: 40,
  username: '박운영',
  requestState: 1,
  memo: '잘 부탁드립니다',
  createdAt: '2026-03-02T10:00:00+09:00',
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  team: { teamId: 9, teamName: '강서 이글스', logoImg: null, director: '최감독', managerName: '박운영', estbDt: '2015-05-01', playerCount: 15 },
  ...overrides,
});

let applications: LeagueApplyItem[];

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/season/3/league') return ok([createLeague()]);
    if (call.url === `${LEAGUE}/applyTeams`) return ok(applications);
    if (call.method === 'PATCH' && call.url === `${LEAGUE}/approveApply`) {
      applications = [application({ requestState: 2, decidedBy: 12, decidedByName: '김철수', decidedAt: '2026-03-03T09:00:00+09:00' })];
      return ok(applications[0]);
    }
    if (call.method === 'PATCH') return fail(400, '이미 처리된 참가 신청입니다.');
    if (call.url === `/api/team/admin/search/name?searchName=${encodeURIComponent('공항')}`) {
      return ok([{ teamId: 21, teamName: '공항 드래곤즈', logoImg: null, director: '이감독', managerName: null, estbDt: null, playerCount: 11 }]);
    }
    if (call.method === 'POST' && call.url === `${LEAGUE}/apply`) {
      const entered = application({ requestId: 6, teamId: 21, userId: 12, username: '김철수', memo: '전화 신청', team: { ...application().team, teamId: 21, teamName: '공항 드래곤즈' } });
      applications = [...applications, entered];
      return ok(entered);
    }
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  applications = [application()];
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('참가 접수', () => {
  it('lists the pending application with the team details and approves it after a confirmation', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/teamManageLeagues/3/31');
    expect(await screen.findByText('토요 1부에 들어온 참가 신청을 처리합니다.')).toBeInTheDocument();
    const pending = within(screen.getByRole('region', { name: '대기 중인 신청' }));
    const row = (await pending.findByText('강서 이글스')).closest('tr') as HTMLElement;
    for (const text of ['최감독', '2015-05-01', '15명', '잘 부탁드립니다', '2026-03-02 10:00']) expect(within(row).getByText(text)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '승인' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('강서 이글스 팀의 참가 신청을 승인할까요?');
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').map(({ url, body }) => ({ url, body }))).toEqual([
        { url: `${LEAGUE}/approveApply`, body: { requestId: 5, userId: 40 } },
      ]),
    );
    const decided = within(screen.getByRole('region', { name: '처리된 신청' }));
    const done = (await decided.findByText('강서 이글스')).closest('tr') as HTMLElement;
    expect(within(done).getByText('승인 완료')).toBeInTheDocument();
    expect(within(done).getByText('김철수')).toBeInTheDocument();
    expect(within(done).getByText('2026-03-03 09:00')).toBeInTheDocument();
    expect(pending.getByText('대기 중인 참가 신청이 없습니다.')).toBeInTheDocument();
  });

  it('rejects after a confirmation and shows the refusal of the server', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/teamManageLeagues/3/31');
    await user.click(await screen.findByRole('button', { name: '거절' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(await screen.findByText('이미 처리된 참가 신청입니다.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.url)).toEqual([`${LEAGUE}/rejectApply`]);
  });

  it('enters the application of a team that applied by phone: it joins the pending list and the page says so', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/teamManageLeagues/3/31');
    const form = within(await screen.findByRole('region', { name: '신청 대신 등록' }));
    await user.click(form.getByRole('button', { name: '팀 찾기' }));
    expect(await form.findByText('팀 이름을 입력해 주세요.')).toBeInTheDocument();
    await user.type(form.getByLabelText('팀 이름'), '공항');
    await user.click(form.getByRole('button', { name: '팀 찾기' }));
    expect(await form.findByRole('option', { name: '공항 드래곤즈 (감독 이감독)' })).toBeInTheDocument();
    await user.type(form.getByLabelText('메모 (선택)'), '전화 신청');
    await user.click(form.getByRole('button', { name: '대기 신청으로 등록' }));
    expect(await screen.findByText('공항 드래곤즈 팀의 신청을 대기 중인 신청으로 등록했습니다.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: `${LEAGUE}/apply`, body: { teamId: 21, memo: '전화 신청', approve: false } },
    ]);
    const pending = within(screen.getByRole('region', { name: '대기 중인 신청' }));
    expect(await pending.findByText('공항 드래곤즈')).toBeInTheDocument();
  });
});
