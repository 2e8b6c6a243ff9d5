import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { PlayerSeasonStats } from '@dugout/contracts';
import { answerFrom, createScheduleItem, createSession, mockScreenWidth, serveFakeApi, type FakeScreen } from '@dugout/testing';
import { renderTeam } from './testing/render-team';
import {
  createPlayerGameLine,
  createRosterStat,
  createStatLine,
  createTeamPageSeason,
  createTeamPlayerStat,
  createTeamProfileInfo,
} from './testing/team-pages-data';

const played = createScheduleItem({
  gameId: 601,
  visit: [12, '강서 타이거즈'],
  home: [13, '화곡 베어스'],
  game: { visitScore: 3, homeScore: 5, winType: '1', winnerSide: null, dayNight: null },
});
const upcoming = createScheduleItem({ gameId: 602, visit: [14, '목동 이글스'], home: [12, '강서 타이거즈'], scheduleTime: '2030-05-03T09:00:00+09:00' });

const BASE: Record<string, unknown> = {
  '/api/team/12': createTeamProfileInfo({ introduction: '주말마다 모이는 팀입니다.' }),
  '/api/team/12/seasons': [createTeamPageSeason()],
  '/api/team/12/schedule/next/5': [upcoming],
  '/api/team/12/game/recent/5': [played],
  '/api/team/12/game/season/7': [played, upcoming],
};

const serve = (extra: Record<string, unknown> = {}) => serveFakeApi(answerFrom({ ...BASE, ...extra }));
const teamMenu = () => screen.getByRole('navigation', { name: '팀 메뉴' });

let fakeScreen: FakeScreen | undefined;

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  fakeScreen?.restore();
  fakeScreen = undefined;
  useAuthStore.getState().logout();
});

describe('team pages', () => {
  it("shows the team home to a visitor: next games, last results and the team's standing, with the spec's menu", async () => {
    useAuthStore.getState().logout();
    serve();
    renderTeam('/team/12');
    expect(await screen.findByRole('heading', { name: '다음 경기' })).toBeInTheDocument();
    expect(within(teamMenu()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '팀 소개',
      '일정',
      '경기 결과',
      '강서 타이거즈',
      '팀 기록',
      '개인 기록',
      '팀 순위',
    ]);
    expect(within(teamMenu()).getByRole('link', { name: '강서 타이거즈 팀 홈' })).toHaveAttribute('href', '/team/12/main');
    expect(within(teamMenu()).queryByRole('link', { name: '팀 순위' })).not.toBeInTheDocument();
    const recent = await screen.findByRole('region', { name: '최근 경기 결과 목록' });
    expect(within(recent).getByRole('link', { name: /패\s*3 : 5/ })).toHaveAttribute('href', '/team/12/game/601');
    expect(within(recent).getByText('화곡 베어스')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: '다음 경기 목록' });
    expect(within(next).getByText('목동 이글스')).toBeInTheDocument();
    expect(within(next).getByText('예정')).toBeInTheDocument();
    const standing = await screen.findByRole('region', { name: '리그별 순위 표' });
    expect(within(standing).getByRole('row', { name: /토요 1부 2 \/ 8 6승 1무 3패 0.667 19/ })).toBeInTheDocument();
  });

  it('sends a visitor to the login page from every page but main', async () => {
    useAuthStore.getState().logout();
    serve();
    renderTeam('/team/12/playerlist');
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
  });

  it('on a phone the menu opens with a toggle, starts with the team home and closes after a move', async () => {
    const user = userEvent.setup();
    fakeScreen = mockScreenWidth(390);
    serve();
    renderTeam('/team/12/main');
    const toggle = await screen.findByRole('button', { name: /팀 메뉴/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: '팀 메뉴' })).not.toBeInTheDocument();
    await user.click(toggle);
    const links = within(teamMenu()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['팀 홈', '팀 소개', '일정', '경기 결과', '팀 기록', '개인 기록']);
    await user.click(within(teamMenu()).getByRole('link', { name: '팀 소개' }));
    expect(await screen.findByText('주말마다 모이는 팀입니다.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("the intro shows the team's info and its introduction", async () => {
    serve();
    renderTeam('/team/12/intro');
    expect(await screen.findByText('주말마다 모이는 팀입니다.')).toBeInTheDocument();
    expect(screen.getByText('박감독')).toBeInTheDocument();
    expect(screen.getByText('신월야구장')).toBeInTheDocument();
    expect(screen.getByText('강서리그')).toBeInTheDocument();
  });

  it('the results page lists only played games; the schedule every game of the season', async () => {
    serve();
    const { unmount } = renderTeam('/team/12/gamelist');
    expect(await screen.findByRole('link', { name: /3 : 5/ })).toBeInTheDocument();
    expect(screen.queryByText('목동 이글스')).not.toBeInTheDocument();
    unmount();
    renderTeam('/team/12/schedule');
    expect(await screen.findByText('목동 이글스')).toBeInTheDocument();
    expect(screen.getByText('화곡 베어스')).toBeInTheDocument();
  });

  it('the roster page shows each player with his season totals and links to his page; a team without players says so', async () => {
    serve({ '/api/team/12/roster/stat/7': [createRosterStat(), createRosterStat({ playerId: 6, playerName: '김신입', backnumber: null, stat: null })] });
    const { unmount } = renderTeam('/team/12/playerlist');
    const row = await screen.findByRole('row', { name: /홍길동/ });
    expect(within(row).getByRole('link', { name: '홍길동' })).toHaveAttribute('href', '/team/12/playerstat/5?season=7');
    expect(within(row).getByText('0.333')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /김신입/ })).getAllByText('-').length).toBeGreaterThan(5);
    unmount();
    serve({ '/api/team/12/roster/stat/7': [] });
    renderTeam('/team/12/playerlist');
    expect(await screen.findByText('등록된 선수가 없습니다.')).toBeInTheDocument();
  });

  it("the player page shows his season, a chart of the season's progress and his career", async () => {
    const season: PlayerSeasonStats = {
      ...createTeamPlayerStat(),
      season_name: '2026 시즌',
      leagues: [{ leagueId: 31, league_name: '토요 1부', ...createStatLine({ game_cnt: 2, bat_ab: 8, bat_hits: 3, bat_avg: 3 / 8 }) }],
      total: createStatLine({ game_cnt: 2, bat_ab: 8, bat_hits: 3, bat_avg: 3 / 8 }),
    };
    serve({
      '/api/team/12/player/5/season/7': season,
      '/api/team/12/player/5/games/7': [
        createPlayerGameLine({ gameId: 1 }),
        createPlayerGameLine({ gameId: 2, scheduleTime: '2026-05-10T09:00:00+09:00', batting: { bat_tpa: 4, bat_ab: 4, bat_hits: 1, bat_hr: 1, bat_rbi: 2, bat_bb: 0, bat_so: 0 } }),
      ],
      '/api/league/main/1/player/5/career': {
        mainId: 1,
        playerId: 5,
        player_name: '홍길동',
        rows: [{ seasonId: 7, season_name: '2026 시즌', leagueId: 31, league_name: '토요 1부', teamId: 12, team_name: '강서 타이거즈', ...season.total }],
        total: season.total,
      },
    });
    renderTeam('/team/12/playerstat/5');
    expect(await screen.findByRole('heading', { name: '선수 기록 · 홍길동' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /누적 타율 그래프.*2경기, 최종 타율 0.375/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '경기별 기록' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '타격' })).getByRole('row', { name: /토요 1부 2/ })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '통산 타격' })).toBeInTheDocument();
    // He never pitched: no pitching rows, the empty message instead.
    expect(screen.getAllByText('등록된 기록이 없습니다.').length).toBeGreaterThan(0);
  });

  it('the team stat page shows batting and pitching of the season, and of one league when chosen', async () => {
    const user = userEvent.setup();
    const seasonLine = { ...createStatLine({ bat_tpa: 300, bat_ab: 260, bat_hits: 80, bat_avg: 80 / 260, pit_bf: 280, pit_outs: 180, pit_inning: '60' }), teamId: 12, team_name: '강서 타이거즈', seasonId: 7, leagueId: null };
    const calls = serve({
      '/api/team/12/stat/7': seasonLine,
      '/api/team/12/stat/7/31': { ...seasonLine, leagueId: 31, bat_hits: 40, bat_avg: 40 / 260 },
    });
    renderTeam('/team/12/stat');
    expect(await screen.findByRole('row', { name: /2026 시즌 전체 .* 0.308/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '리그' }), '31');
    expect(await screen.findByRole('row', { name: /토요 1부 .* 0.154/ })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/team/12/stat/7/31');
  });

  it("the game page shows the box score: line score, both sides' batters and pitchers", async () => {
    const box = (teamName: string, runs: number) => ({
      teamId: null,
      teamName,
      runs,
      hits: 6,
      errors: 0,
      walks: 1,
      innings: [runs, 0],
      batting: [{ playerId: runs + 1, playerName: `${teamName} 타자`, backnumber: '1', batNum: 1, position: 'SS', pa: 4, ab: 4, r: 1, h: 2, b2: 0, b3: 0, hr: 0, rbi: 1, bb: 0, ibb: 0, hbp: 0, so: 1, sb: 0, cs: 0, sh: 0, sf: 0, gidp: 0 }],
      pitching: [{ playerId: runs + 10, playerName: `${teamName} 투수`, backnumber: '11', order: 1, starter: true, decision: runs === 5 ? ('w' as const) : ('l' as const), outs: 18, bf: 25, pitches: null, h: 6, hr: 0, r: 3, er: 2, bb: 1, hbp: 0, so: 5, wp: 0, bk: 0 }],
    });
    serve({
      '/api/game/601/detail': { schedule: played, winType: '1', winnerSide: null, countsForStats: true, visit: box('강서 타이거즈', 3), home: box('화곡 베어스', 5) },
    });
    renderTeam('/team/12/game/601');
    const line = await screen.findByRole('table', { name: '이닝별 득점' });
    expect(within(line).getByRole('row', { name: /화곡 베어스 \(홈\) 5 0 5 6 0 1/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '강서 타이거즈 타격' })).toHaveTextContent('1. 강서 타이거즈 타자');
    expect(within(screen.getByRole('table', { name: '화곡 베어스 투수' })).getByRole('row', { name: /화곡 베어스 투수 승 6/ })).toBeInTheDocument();
  });

  it('a team that does not exist says so', async () => {
    serveFakeApi(answerFrom({}));
    renderTeam('/team/12/main');
    expect(await screen.findByText('팀을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});
