import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@dugout/auth';
import { answerFrom, createLeague, createLeagueBase, createScheduleItem, createSession, serveFakeApi } from '@dugout/testing';
import { renderLeague } from '../../../testing/render-league';

const teamOf = (teamId: number, teamName: string, mainId: number) => ({
  teamId,
  teamName,
  logoImg: null,
  director: null,
  managerName: null,
  estbDt: null,
  playerCount: 20,
  leagueMains: [{ mainId, mainName: mainId === 2 ? '강서리그' : '강동리그', leaguePath: mainId === 2 ? 'gangseo' : 'gangdong' }],
});

const shell = {
  '/api/league/base/gangseo': createLeagueBase(),
  '/api/league/season/3/league': [createLeague()],
};

const season = {
  season_name: '2026 시즌',
  leagues: [],
  total: { game_cnt: 4, pit_game_cnt: 0, bat_avg: 0.375, bat_hits: 6, bat_hr: 1, bat_rbi: 5, pit_era: null, pit_win: 0, pit_so: 0 },
};

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().logout();
});

describe('myLeague', () => {
  it('asks a visitor to log in', async () => {
    serveFakeApi(answerFrom(shell));
    renderLeague('/league/gangseo/myLeague');
    expect(await screen.findByText(/나의 리그는 로그인한 회원이 볼 수 있습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login');
  });

  it('tells a member whose teams play elsewhere that he has no team in this league', async () => {
    useAuthStore.getState().login(createSession());
    serveFakeApi(
      answerFrom({
        ...shell,
        '/api/user/12/player': { playerId: 5, playerName: '김철수' },
        '/api/team?userId=12&page=1&pagesize=100': { data: [teamOf(40, '강동 스톰', 1)], total: 1, page: 1, pagesize: 100 },
      }),
    );
    renderLeague('/league/gangseo/myLeague');
    expect(await screen.findByText(/강서리그에 참가하는 소속 팀이 없습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '나의 리그·팀 관리' })).toHaveAttribute('href', '/user/league');
  });

  it("shows the member's team in this league: its next games of the season with their lineups, his season and his agreements", async () => {
    useAuthStore.getState().login(createSession());
    serveFakeApi(
      answerFrom({
        ...shell,
        '/api/user/12/player': { playerId: 5, playerName: '김철수' },
        '/api/team?userId=12&page=1&pagesize=100': {
          data: [teamOf(11, '강서 타이거즈', 2), teamOf(40, '강동 스톰', 1)],
          total: 2,
          page: 1,
          pagesize: 100,
        },
        '/api/team/11/schedule/next/5': [
          createScheduleItem({ gameId: 501 }),
          // A game of another league site's season is not this league's.
          createScheduleItem({ gameId: 777, leagueId: 99 }),
        ],
        '/api/team/11/player/5/season/3': season,
      }),
    );
    renderLeague('/league/gangseo/myLeague');
    const block = (await screen.findByRole('heading', { name: '강서 타이거즈' })).closest('section') as HTMLElement;
    expect(screen.queryByRole('heading', { name: '강동 스톰' })).not.toBeInTheDocument();
    const lineups = await within(block).findAllByRole('link', { name: '라인업 보기' });
    expect(lineups.map((link) => link.getAttribute('href'))).toEqual(['/league/gangseo/game/score/31/501']);
    expect(within(block).getByText('2026-05-03 09:00')).toBeInTheDocument();
    expect(await within(block).findByText('0.375')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: '경기별 기록 보기' })).toHaveAttribute('href', '/team/11/playerstat/5');
    expect(screen.getByRole('link', { name: '나의 리그 참가 서약서 보기' })).toHaveAttribute('href', '/user/agreementList');
  });
});
