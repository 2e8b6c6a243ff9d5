import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { RecruitLeague, TeamLeagueHistory } from '@dugout/contracts';
import { createSession, createTeamManagerCheck, fail, ok, serveFakeApi, type ApiCall } from '@dugout/testing';
import { renderTeam } from '../../../testing/render-team';

const recruit = (overrides: Partial<RecruitLeague> = {}): RecruitLeague => ({
  leagueId: 31,
  leagueName: '토요 1부',
  seasonId: 3,
  seasonName: '2026 시즌',
  mainId: 2,
  mainName: '강서리그',
  leaguePath: 'gangseo',
  joined: false,
  requestId: null,
  requestState: null,
  canApply: true,
  ...overrides,
});

let leagues: RecruitLeague[];
const history: TeamLeagueHistory = {
  applications: [
    {
      requestId: 6,
      leagueId: 32,
      leagueName: '토요 2부',
      seasonId: 3,
      seasonName: '2026 시즌',
      mainName: '강서리그',
      requestState: 3,
      memo: null,
      createdAt: '2026-03-02T10:00:00+09:00',
      decidedAt: '2026-03-03T09:00:00+09:00',
    },
  ],
  leagues: [
    { leagueId: 21, leagueName: '토요 1부', seasonId: 2, seasonName: '2025 시즌', mainId: 2, mainName: '강서리그', leaguePath: 'gangseo', beginDate: '2025-03-01' },
  ],
};

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/team/12/admin/can_access/12') return ok(createTeamManagerCheck());
    if (call.url === '/api/team/admin/league/recruit/12') return ok(leagues);
    if (call.url === '/api/team/admin/league/history/12') return ok(history);
    if (call.method === 'POST' && call.url === '/api/league/team/12/apply') {
      const body = call.body as { leagueId: number };
      if (body.leagueId === 33) return fail(400, '이미 이 리그에 참가 신청을 했습니다. 리그 관리자의 처리를 기다려 주세요.');
      leagues = leagues.map((league) => (league.leagueId === body.leagueId ? { ...league, requestId: 7, requestState: 1, canApply: false } : league));
      return ok({ requestId: 7 });
    }
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  leagues = [
    recruit(),
    recruit({ leagueId: 32, leagueName: '토요 2부', joined: true, canApply: false, requestState: 2, requestId: 5 }),
    recruit({ leagueId: 33, leagueName: '일요 1부' }),
  ];
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('리그 참가 신청', () => {
  it('lists the open leagues with their state and applies after a confirmation', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderTeam('/team/admin/12/applyLeague');
    const row = (await screen.findByRole('cell', { name: '토요 1부' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('신청 전')).toBeInTheDocument();
    const joined = screen.getByRole('cell', { name: '토요 2부' }).closest('tr') as HTMLElement;
    expect(within(joined).getByText('참가 중')).toBeInTheDocument();
    expect(within(joined).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '토요 1부 참가 신청' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('강서리그 2026 시즌 토요 1부에 참가 신청을 할까요?');
    await user.click(within(dialog).getByRole('button', { name: '신청' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ leagueId: 31 }]));
    expect(await screen.findByRole('status')).toHaveTextContent('리그 관리자가 승인하면 참가가 확정됩니다.');
    await waitFor(() => expect(within(row).getByText('승인 대기')).toBeInTheDocument());
  });

  it('shows the refusal of the server', async () => {
    serve();
    const user = userEvent.setup();
    renderTeam('/team/admin/12/applyLeague');
    await user.click(await screen.findByRole('button', { name: '일요 1부 참가 신청' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '신청' }));
    expect(await screen.findByText('이미 이 리그에 참가 신청을 했습니다. 리그 관리자의 처리를 기다려 주세요.')).toBeInTheDocument();
  });
});

describe('리그 참가 현황', () => {
  it("shows the team's applications with their states and its leagues by season", async () => {
    serve();
    renderTeam('/team/admin/12/leagueHistory');
    const applications = within(await screen.findByRole('region', { name: '참가 신청 내역' }));
    const row = (await applications.findByText('토요 2부')).closest('tr') as HTMLElement;
    expect(within(row).getByText('거절')).toBeInTheDocument();
    expect(within(row).getByText('2026-03-03 09:00')).toBeInTheDocument();
    const seasons = within(screen.getByRole('region', { name: '시즌별 참가 리그' }));
    expect(seasons.getByText('2025 시즌')).toBeInTheDocument();
  });
});
