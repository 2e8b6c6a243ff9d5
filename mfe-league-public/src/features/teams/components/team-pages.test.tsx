import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@dugout/auth';
import type { LeagueTeamPlayer, TeamDetail } from '@dugout/contracts';
import { answerFrom, createLeague, createLeagueBase, createTeamEntry, serveFakeApi } from '@dugout/testing';
import { renderLeague } from '../../../testing/render-league';

const leagues2026 = [createLeague(), createLeague({ leagueId: 32, leagueName: '토요 2부' })];

const detail: TeamDetail = {
  teamId: 11,
  leagueId: 31,
  teamName: '강서 타이거즈',
  logoImg: null,
  director: '이감독',
  managerName: '박매니저',
  estbDt: '2015-03-01',
  playerCount: 2,
  spoType: 1,
};

const players: LeagueTeamPlayer[] = [
  { playerId: 1, playerName: '김투수', backnumber: '18', position: 'P', teamRole: 6, registerDate: '2026-02-01T10:00:00+09:00' },
  { playerId: 2, playerName: '최외야', backnumber: null, position: 'OU', teamRole: 7, registerDate: null },
];

const routes = {
  '/api/league/base/gangseo': createLeagueBase(),
  '/api/league/season/3/league': leagues2026,
  '/api/league/season/3/teams': [
    createTeamEntry({ teamId: 11, teamName: '강서 타이거즈' }),
    { ...createTeamEntry({ teamId: 13, teamName: 'A조 1위' }), team: { teamName: 'A조 1위', logoImg: null, spoType: 9 } },
    createTeamEntry({ teamId: 12, teamName: '화곡 베어스', leagueId: 32 }),
  ],
  '/api/league/league/31/team/11': detail,
  '/api/league/league/31/team/11/players': players,
};

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().logout();
});

describe('teams', () => {
  it("lists the season's teams by league, linked to their pages (placeholders as text)", async () => {
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/info/team');
    const first = (await screen.findByRole('region', { name: '토요 1부' })) as HTMLElement;
    expect(within(first).getByRole('link', { name: '강서 타이거즈' })).toHaveAttribute('href', '/league/gangseo/info/team/3/31/11');
    expect(within(first).getByText('A조 1위').closest('a')).toBeNull();
    expect(within(screen.getByRole('region', { name: '토요 2부' })).getByRole('link', { name: '화곡 베어스' })).toHaveAttribute(
      'href',
      '/league/gangseo/info/team/3/32/12',
    );
  });

  it('shows the team and its players to a logged-in member', async () => {
    useAuthStore.getState().login({
      userId: 7,
      username: '홍길동',
      nickname: '길동',
      email: 'gildong@example.com',
      phone: '010-1234-5678',
      photo: null,
      gender: 'M',
      birthday: '19900101',
      accessToken: 'access',
      refreshToken: 'refresh',
      isAdmin: false,
    });
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/info/team/3/31/11');
    expect(await screen.findByRole('heading', { name: '강서 타이거즈' })).toBeInTheDocument();
    expect(screen.getByText('이감독')).toBeInTheDocument();
    expect(screen.getByText('2015-03-01')).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['18', '김투수', '투수', '선수(주장)', '2026-02-01']);
    expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['-', '최외야', '외야수', '선수', '-']);
  });
});
