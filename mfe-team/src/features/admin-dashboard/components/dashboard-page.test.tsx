import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@dugout/auth';
import type { TeamAdminDashboard } from '@dugout/contracts';
import { answerFrom, createSession, createTeamManagerCheck, fail, serveFakeApi } from '@dugout/testing';
import { renderTeam } from '../../../testing/render-team';

const CHECK = '/api/team/12/admin/can_access/12';
const DASHBOARD = '/api/team/12/admin/dashboard';

const dashboard = (overrides: Partial<TeamAdminDashboard> = {}): TeamAdminDashboard => ({
  nextGames: [
    {
      gameId: 91,
      leagueId: 3,
      leagueName: '강서 1부',
      scheduleTime: '2026-06-06T19:00:00+09:00',
      opponentName: '강서 타이거즈',
      home: true,
      groundName: '신정 야구장',
    },
    { gameId: 92, leagueId: 3, leagueName: '강서 1부', scheduleTime: '2026-06-13T09:30:00+09:00', opponentName: null, home: false, groundName: null },
  ],
  lineupsToSubmit: 2,
  pendingJoinRequests: null,
  ...overrides,
});

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('팀 관리 대시보드', () => {
  it("lists the team's next games with time, opponent, side, league and ground", async () => {
    serveFakeApi(answerFrom({ [CHECK]: createTeamManagerCheck(), [DASHBOARD]: dashboard() }));
    renderTeam('/team/admin/12/dashboard');
    const next = await screen.findByRole('region', { name: '다음 경기' });
    const items = await within(next).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2026-06-06 19:00 vs 강서 타이거즈 (홈) 강서 1부 · 신정 야구장',
      '2026-06-13 09:30 vs 팀 미정 (원정) 강서 1부',
    ]);
  });

  it('says so when no game is coming', async () => {
    serveFakeApi(answerFrom({ [CHECK]: createTeamManagerCheck(), [DASHBOARD]: dashboard({ nextGames: [] }) }));
    renderTeam('/team/admin/12/dashboard');
    const next = await screen.findByRole('region', { name: '다음 경기' });
    expect(await within(next).findByText('예정된 경기가 없습니다.')).toBeInTheDocument();
  });

  it('links the lineups still to submit to 라인업 제출', async () => {
    serveFakeApi(answerFrom({ [CHECK]: createTeamManagerCheck(), [DASHBOARD]: dashboard() }));
    renderTeam('/team/admin/12/dashboard');
    const lineups = await screen.findByRole('region', { name: '제출할 라인업' });
    const link = await within(lineups).findByRole('link', { name: /라인업 미제출 경기\s*2\s*경기/ });
    expect(link).toHaveAttribute('href', '/team/admin/12/orderList');
  });

  it('links pending join requests to 가입 승인 when the server counts them, and names the feature while it does not', async () => {
    serveFakeApi(answerFrom({ [CHECK]: createTeamManagerCheck(), [DASHBOARD]: dashboard({ pendingJoinRequests: 3 }) }));
    const { unmount } = renderTeam('/team/admin/12/dashboard');
    const pending = await screen.findByRole('region', { name: '가입 대기' });
    expect(await within(pending).findByRole('link', { name: /대기 중인 가입 신청\s*3\s*건/ })).toHaveAttribute('href', '/team/admin/12/joinTeam');
    unmount();

    serveFakeApi(answerFrom({ [CHECK]: createTeamManagerCheck(), [DASHBOARD]: dashboard() }));
    renderTeam('/team/admin/12/dashboard');
    const later = await screen.findByRole('region', { name: '가입 대기' });
    expect(await within(later).findByText('가입 승인 기능이 열리면 이곳에 표시됩니다.')).toBeInTheDocument();
    expect(within(later).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a Korean error when the figures cannot be loaded', async () => {
    serveFakeApi(answerFrom({ [CHECK]: createTeamManagerCheck(), [DASHBOARD]: fail(500, '서버 오류가 발생했습니다.') }));
    renderTeam('/team/admin/12/dashboard');
    const next = await screen.findByRole('region', { name: '다음 경기' });
    expect(await within(next).findByRole('alert')).toHaveTextContent('현황을 불러오지 못했습니다.');
  });
});
