import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { LeagueTeamAddItem, LeagueTeamAdminItem } from '@dugout/contracts';
import { createLeague, createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi, type ApiCall } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const LEAGUE = '/api/league/admin/league/31';

const teamItem = (overrides: Partial<LeagueTeamAdminItem> = {}): LeagueTeamAdminItem => ({
  teamId: 7,
  leagueId: 31,
  teamName: '강서 타이거즈',
  logoImg: null,
  director: '김감독',
  managerName: '이매니저',
  estbDt: '2010-01-01',
  playerCount: 18,
  spoType: 1,
  gameCount: 4,
  hasGames: true,
  ...overrides,
});

let teams: LeagueTeamAdminItem[];
let addAnswer: LeagueTeamAddItem[] | null;

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/season/3/league') return ok([createLeague()]);
    if (call.url === `${LEAGUE}/team`) return ok(teams);
    if (call.url === `${LEAGUE}/applyTeams`) return ok([{ requestState: 1 }, { requestState: 3 }]);
    if (call.url.startsWith('/api/team/admin/search/name')) {
      return ok([{ teamId: 9, teamName: '강서 이글스', logoImg: null, director: null, managerName: '박운영', estbDt: null, playerCount: 15 }]);
    }
    if (call.url === '/api/league/admin/main/prevSeason/team/3/31') {
      return ok({
        prevSeasonId: 2,
        prevSeasonName: '2025 시즌',
        teams: [
          { teamId: 7, teamName: '강서 타이거즈', logoImg: null, spoType: 1, prevLeagueId: 21, prevLeagueName: '토요 1부', sameLeagueName: true, alreadyInLeague: true },
          { teamId: 11, teamName: '강서 베어스', logoImg: null, spoType: 1, prevLeagueId: 21, prevLeagueName: '토요 1부', sameLeagueName: true, alreadyInLeague: false },
          { teamId: 12, teamName: '강서 라이온즈', logoImg: null, spoType: 1, prevLeagueId: 22, prevLeagueName: '토요 2부', sameLeagueName: false, alreadyInLeague: false },
        ],
      });
    }
    if (call.method === 'POST' && call.url === `${LEAGUE}/removeTeams`) return fail(400, '이 리그에 경기 일정이 있는 팀은 뺄 수 없습니다: 강서 라이온즈.');
    if (call.method === 'POST' && call.url === `${LEAGUE}/addTeams` && addAnswer) return ok(addAnswer);
    if (call.method === 'POST') return ok(teams);
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET').map(({ url, body }) => ({ url, body }));

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  teams = [teamItem(), teamItem({ teamId: 8, teamName: '토요리그 1위', spoType: 9, gameCount: 0, hasGames: false, playerCount: 0 })];
  addAnswer = null;
});

const toast = () => screen.getByRole('status', { name: '알림' });

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('팀 관리', () => {
  it("lists the first league's teams; a team with games cannot be removed; links to the receipt with the pending count", async () => {
    serve();
    renderAdmin('/league/gangseo/admin/teamManageLeagues');
    const table = within(await screen.findByRole('region', { name: '참가팀' }));
    const tigers = (await table.findByText('강서 타이거즈')).closest('tr') as HTMLElement;
    expect(within(tigers).getByText('18명')).toBeInTheDocument();
    expect(within(tigers).getByText('4경기')).toBeInTheDocument();
    expect(within(tigers).getByRole('button', { name: '강서 타이거즈 빼기' })).toBeDisabled();
    expect(table.getByText('임시 팀')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '참가 신청 접수 (대기 1건)' })).toHaveAttribute('href', '/league/gangseo/admin/teamManageLeagues/3/31');
  });

  it('removes a team after a confirmation and shows the refusal of the server', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/teamManageLeagues');
    await user.click(await screen.findByRole('button', { name: '토요리그 1위 빼기' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('토요리그 1위 팀을 이 리그에서 뺄까요?');
    await user.click(within(dialog).getByRole('button', { name: '빼기' }));
    await waitFor(() => expect(writes(calls)).toEqual([{ url: `${LEAGUE}/removeTeams`, body: { teamIds: [8] } }]));
    expect(await screen.findByRole('alert', { name: '알림' })).toHaveTextContent('이 리그에 경기 일정이 있는 팀은 뺄 수 없습니다: 강서 라이온즈.');
  });

  it('adds a team found by name and a placeholder team', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/teamManageLeagues');
    await screen.findByText('강서 타이거즈');
    await user.type(screen.getByLabelText('팀 이름'), '이글스');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await user.click(await screen.findByRole('button', { name: '강서 이글스 추가' }));
    await user.type(screen.getByLabelText('임시 팀 이름'), '토요리그 2위');
    await user.click(screen.getByRole('button', { name: '임시 팀 추가' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { url: `${LEAGUE}/addTeams`, body: { teamIds: [9] } },
        { url: `${LEAGUE}/placeholderTeam`, body: { teamName: '토요리그 2위' } },
      ]),
    );
    expect(calls.some((call) => call.url === `/api/team/admin/search/name?searchName=${encodeURIComponent('이글스')}`)).toBe(true);
  });

  it("carries over last season's teams, the same-named league's preselected", async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/teamManageLeagues');
    await screen.findByText('강서 타이거즈');
    await user.click(screen.getByRole('button', { name: '지난 시즌 팀 보기' }));
    expect(await screen.findByLabelText('강서 베어스 (토요 1부)')).toBeChecked();
    expect(screen.getByLabelText('강서 라이온즈 (토요 2부)')).not.toBeChecked();
    expect(screen.getByLabelText('강서 타이거즈 (토요 1부) · 등록됨')).toBeDisabled();
    await user.click(screen.getByLabelText('강서 라이온즈 (토요 2부)'));
    await user.click(screen.getByRole('button', { name: '선택한 팀 추가' }));
    await waitFor(() => expect(writes(calls)).toEqual([{ url: `${LEAGUE}/addTeams`, body: { teamIds: [11, 12] } }]));
  });

  it('adds the chosen teams that are not yet in the league and says in the toast which were already there', async () => {
    const calls = serve();
    const user = userEvent.setup();
    addAnswer = [
      { ...teamItem({ teamId: 11, teamName: '강서 베어스', gameCount: 0, hasGames: false }), addResult: 'added' },
      { ...teamItem({ teamId: 12, teamName: '강서 라이온즈', gameCount: 0, hasGames: false }), addResult: 'alreadyInLeague' },
      ...teams,
    ];
    renderAdmin('/league/gangseo/admin/teamManageLeagues');
    await screen.findByText('강서 타이거즈');
    await user.click(screen.getByRole('button', { name: '지난 시즌 팀 보기' }));
    await user.click(await screen.findByLabelText('강서 라이온즈 (토요 2부)'));
    await user.click(screen.getByRole('button', { name: '선택한 팀 추가' }));
    await waitFor(() => expect(toast()).toHaveTextContent('강서 베어스 팀을 추가했습니다. 이미 등록되어 있던 팀은 그대로 두었습니다: 강서 라이온즈.'));
    expect(writes(calls)).toEqual([{ url: `${LEAGUE}/addTeams`, body: { teamIds: [11, 12] } }]);
    expect(within(screen.getByRole('region', { name: '참가팀' })).getByText('강서 베어스')).toBeInTheDocument();
  });

  it("marks in last season's list the teams added since it was read, and leaves them out of the add", async () => {
    const calls = serve();
    const user = userEvent.setup();
    teams = [...teams, teamItem({ teamId: 11, teamName: '강서 베어스', gameCount: 0, hasGames: false })];
    renderAdmin('/league/gangseo/admin/teamManageLeagues');
    await screen.findByText('강서 베어스');
    await user.click(screen.getByRole('button', { name: '지난 시즌 팀 보기' }));
    const bears = await screen.findByLabelText('강서 베어스 (토요 1부) · 등록됨');
    expect(bears).toBeDisabled();
    expect(bears).not.toBeChecked();
    await user.click(screen.getByLabelText('강서 라이온즈 (토요 2부)'));
    await user.click(screen.getByRole('button', { name: '선택한 팀 추가' }));
    await waitFor(() => expect(writes(calls)).toEqual([{ url: `${LEAGUE}/addTeams`, body: { teamIds: [12] } }]));
  });
});
