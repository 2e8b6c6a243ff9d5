import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@dugout/auth';
import type { LeagueAdminDashboard } from '@dugout/contracts';
import { answerFrom, createLeagueBase, createLeagueManagerCheck, createSession, fail, serveFakeApi } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const CHECK = '/api/league/admin/manager/can_access/gangseo/12';
const DASHBOARD = '/api/league/admin/main/2/dashboard';

const dashboard = (overrides: Partial<LeagueAdminDashboard> = {}): LeagueAdminDashboard => ({
  activeSeason: { seasonId: 3, seasonName: '2026 시즌' },
  gamesPlayed: 41,
  gamesToPlay: 23,
  recordsNotEntered: 4,
  pendingManagerRequests: 2,
  ...overrides,
});

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('관리자 대시보드', () => {
  it('shows the games played and to play, linking the games to play to 일정 관리', async () => {
    serveFakeApi(answerFrom({ [CHECK]: createLeagueManagerCheck(), '/api/league/base/gangseo': createLeagueBase(), [DASHBOARD]: dashboard() }));
    renderAdmin('/league/gangseo/admin/dashboard');
    const games = await screen.findByRole('region', { name: '경기 현황' });
    expect(await within(games).findByText(/치른 경기/)).toHaveTextContent('치른 경기 41경기');
    expect(within(games).getByRole('link', { name: /남은 경기\s*23\s*경기/ })).toHaveAttribute('href', '/league/gangseo/admin/schedule');
  });

  it('links the games without a record to 경기 관리', async () => {
    serveFakeApi(answerFrom({ [CHECK]: createLeagueManagerCheck(), '/api/league/base/gangseo': createLeagueBase(), [DASHBOARD]: dashboard() }));
    renderAdmin('/league/gangseo/admin/dashboard');
    const missing = await screen.findByRole('region', { name: '기록 미입력 경기' });
    const link = await within(missing).findByRole('link', { name: /기록 미입력 경기\s*4\s*경기/ });
    expect(link).toHaveAttribute('href', '/league/gangseo/admin/game');
  });

  it('shows the month\'s games per record state from gameCount to managers with the game role only', async () => {
    const counts = { scheduled: 5, inProgress: 1, final: 7, corrected: 1, cancelled: 2, suspended: 0, total: 16 };
    const calls = serveFakeApi(
      answerFrom({ [CHECK]: createLeagueManagerCheck(), '/api/league/base/gangseo': createLeagueBase(), [DASHBOARD]: dashboard(), '/api/game/admin/gameCount/3/0/202611': counts }),
    );
    const shown = renderAdmin('/league/gangseo/admin/dashboard');
    const panel = await screen.findByRole('region', { name: '이번 달 기록 상태' });
    expect(await within(panel).findByRole('link', { name: /26년 11월 경기\s*16\s*경기/ })).toHaveAttribute('href', '/league/gangseo/admin/game');
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['경기 전 5', '기록 중 1', '종료 7', '정정됨 1', '취소 2', '서스펜디드 0']);
    expect(calls.map((call) => call.url)).toContain('/api/game/admin/gameCount/3/0/202611');
    shown.unmount();

    serveFakeApi(answerFrom({ [CHECK]: createLeagueManagerCheck({ grade: 3, role: '{"leagueSchedule":true}' }), '/api/league/base/gangseo': createLeagueBase(), [DASHBOARD]: dashboard() }));
    renderAdmin('/league/gangseo/admin/dashboard');
    await screen.findByRole('region', { name: '경기 현황' });
    expect(screen.queryByRole('region', { name: '이번 달 기록 상태' })).not.toBeInTheDocument();
  });

  it('shows a grade-1 manager how many manager requests wait, linking to 운영진 관리', async () => {
    serveFakeApi(answerFrom({ [CHECK]: createLeagueManagerCheck(), '/api/league/base/gangseo': createLeagueBase(), [DASHBOARD]: dashboard() }));
    renderAdmin('/league/gangseo/admin/dashboard');
    const pending = await screen.findByRole('region', { name: '처리 대기' });
    const link = await within(pending).findByRole('link', { name: /대기 중인 운영진 신청\s*2\s*건/ });
    expect(link).toHaveAttribute('href', '/league/gangseo/admin/managers');
  });

  it('shows no manager-request count to another grade', async () => {
    serveFakeApi(
      answerFrom({
        [CHECK]: createLeagueManagerCheck({ grade: 3, role: '{"leagueSchedule":true}' }),
        '/api/league/base/gangseo': createLeagueBase(),
        [DASHBOARD]: dashboard({ pendingManagerRequests: null }),
      }),
    );
    renderAdmin('/league/gangseo/admin/dashboard');
    await within(await screen.findByRole('region', { name: '경기 현황' })).findByText(/치른 경기/);
    expect(within(screen.getByRole('region', { name: '처리 대기' })).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when no season is running', async () => {
    serveFakeApi(
      answerFrom({
        [CHECK]: createLeagueManagerCheck(),
        '/api/league/base/gangseo': createLeagueBase(),
        [DASHBOARD]: dashboard({ activeSeason: null, gamesPlayed: 0, gamesToPlay: 0, recordsNotEntered: 0 }),
      }),
    );
    renderAdmin('/league/gangseo/admin/dashboard');
    const games = await screen.findByRole('region', { name: '경기 현황' });
    expect(await within(games).findByText('진행 중인 시즌이 없어 표시할 경기가 없습니다.')).toBeInTheDocument();
  });

  it('shows a Korean error when the figures cannot be loaded', async () => {
    serveFakeApi(
      answerFrom({
        [CHECK]: createLeagueManagerCheck(),
        '/api/league/base/gangseo': createLeagueBase(),
        [DASHBOARD]: fail(500, '서버 오류가 발생했습니다.'),
      }),
    );
    renderAdmin('/league/gangseo/admin/dashboard');
    const games = await screen.findByRole('region', { name: '경기 현황' });
    expect(await within(games).findByRole('alert')).toHaveTextContent('현황을 불러오지 못했습니다.');
    expect(within(screen.getByRole('region', { name: '진행 중인 시즌' })).getByText('2026 시즌')).toBeInTheDocument();
  });
});
