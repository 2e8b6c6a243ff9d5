import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { WinType, type BoxSide, type GameDetail, type GameRecordVersionItem, type LiveGame } from '@dugout/contracts';
import {
  answerFrom,
  createLeague,
  createLeagueBase,
  createScheduleItem,
  createSession,
  createTeamEntry,
  fail,
  FakeEventSource,
  serveFakeApi,
} from '@dugout/testing';
import { renderLeague } from '../../../testing/render-league';
import { createPlays } from './play-by-play.fixture';

const leagues2026 = [createLeague(), createLeague({ leagueId: 32, leagueName: '토요 2부' })];

const result = (gameId: number, time: string, visitScore: number, homeScore: number, winType: WinType = WinType.Normal) =>
  createScheduleItem({
    gameId,
    scheduleTime: time,
    visit: [11, '강서 타이거즈'],
    home: [12, '화곡 베어스'],
    game: { visitScore, homeScore, winType, winnerSide: null, dayNight: null },
  });

const results = [
  result(503, '2026-05-10T09:00:00+09:00', 3, 3),
  result(502, '2026-05-03T09:00:00+09:00', 1, 9, WinType.Called),
  result(501, '2026-05-03T13:00:00+09:00', 6, 2, WinType.NoContest),
  result(500, '2026-04-26T09:00:00+09:00', 5, 4),
];

function boxSide(teamName: string, runs: number, innings: (number | null)[], decision: 'w' | 'l' | 's' | 'h' | null): BoxSide {
  return {
    teamId: teamName === '강서 타이거즈' ? 11 : 12,
    teamName,
    runs,
    hits: runs + 2,
    errors: 1,
    walks: 3,
    innings,
    batting: [
      {
        playerId: runs,
        playerName: `${teamName} 1번`,
        backnumber: '7',
        batNum: 1,
        position: 'CF',
        pa: 4,
        ab: 3,
        r: 1,
        h: 2,
        b2: 1,
        b3: 0,
        hr: 0,
        rbi: 1,
        bb: 1,
        ibb: 0,
        hbp: 0,
        so: 0,
        sb: 1,
        cs: 0,
        sh: 0,
        sf: 0,
        gidp: 0,
      },
    ],
    pitching: [
      {
        playerId: 100 + runs,
        playerName: `${teamName} 투수`,
        backnumber: '18',
        order: 1,
        starter: true,
        outs: 20,
        inning: '6.2',
        bf: 27,
        h: 5,
        hr: 0,
        r: 2,
        er: 2,
        bb: 2,
        hbp: 0,
        so: 6,
        wp: 0,
        bk: 0,
        pitches: 95,
        decision,
      },
    ],
  };
}

const detail: GameDetail = {
  schedule: result(500, '2026-04-26T09:00:00+09:00', 5, 4),
  winType: WinType.Normal,
  winnerSide: 'visit',
  countsForStats: true,
  visit: boxSide('강서 타이거즈', 5, [0, 2, 0, 0, 3, 0, 0], 'w'),
  home: boxSide('화곡 베어스', 4, [1, 0, 0, 2, 0, 1, null], 'l'),
};

const routes = {
  '/api/league/base/gangseo': createLeagueBase(),
  '/api/league/season/3/league': leagues2026,
  '/api/league/league/31/scheduleGame?all=true': results,
  '/api/league/league/31/teams': [
    createTeamEntry({ teamId: 11, teamName: '강서 타이거즈' }),
    createTeamEntry({ teamId: 12, teamName: '화곡 베어스' }),
  ],
  '/api/league/league/31/game/11': results,
  '/api/league/league/31/game/12': [results[3]],
  '/api/game/500/detail': detail,
  '/api/game/501/detail': { ...detail, winType: WinType.NoContest, winnerSide: null, countsForStats: false },
  '/api/game/503/detail': {
    ...detail,
    visit: {
      ...detail.visit,
      // A paper scoresheet without hit-by-pitch for the second batter, and without pitch counts.
      batting: [...detail.visit.batting, { ...detail.visit.batting[0], playerId: 99, playerName: '강서 타이거즈 2번', batNum: 2, hbp: 1 }, { ...detail.visit.batting[0], playerId: 98, playerName: '강서 타이거즈 3번', batNum: 3, hbp: null }],
      pitching: [{ ...detail.visit.pitching[0], pitches: null }],
    },
  },
};

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().logout();
});

describe('results', () => {
  it('lists results by day with the winner highlighted, the win type and the box-score link', async () => {
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/game');
    const may3 = (await screen.findByRole('heading', { name: '2026-05-03 (일)' })).closest('section') as HTMLElement;
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '2026-05-10 (일)',
      '2026-05-03 (일)',
      '2026-04-26 (일)',
    ]);
    const [called, noContest] = within(may3).getAllByRole('row').slice(1);
    expect(within(called).getByText('9')).toHaveClass('lp-score__run--win');
    expect(called).toHaveTextContent('콜드게임 승');
    expect(noContest).toHaveTextContent('노게임');
    expect(within(noContest).queryByText('(승)')).not.toBeInTheDocument();
    expect(within(called).getByRole('link', { name: '상세 기록' })).toHaveAttribute('href', '/league/gangseo/game/score/31/502');
  });

  it("shows a team's results with W/L/D per game and its record", async () => {
    const user = userEvent.setup();
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/game/teamscore');
    expect(await screen.findByText('1승 1무 1패')).toBeInTheDocument();
    const marks = () => Array.from(document.querySelectorAll('[data-result]')).map((mark) => mark.textContent);
    expect(marks()).toEqual(['무', '패', '승']);

    await user.selectOptions(screen.getByRole('combobox', { name: '팀 선택' }), '화곡 베어스');
    expect(await screen.findByText('0승 0무 1패')).toBeInTheDocument();
  });

  it('shows the box score: line score with R H E B, decisions and both teams', async () => {
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/score/31/500');
    const line = await screen.findByRole('table', { name: '이닝별 득점' });
    const rows = within(line).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '팀', '1', '2', '3', '4', '5', '6', '7', 'R', 'H', 'E', 'B',
    ]);
    expect(within(rows[2]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '0', '0', '2', '0', '1', '-', '4', '6', '1', '3']);
    const decisions = document.querySelector('.lp-decisions') as HTMLElement;
    expect(within(decisions).getByText('승').nextSibling).toHaveTextContent('강서 타이거즈 투수');
    expect(within(decisions).getByText('패').nextSibling).toHaveTextContent('화곡 베어스 투수');
    expect(screen.getByRole('table', { name: '강서 타이거즈 타격' })).toHaveTextContent('중견수');
    expect(screen.getByRole('table', { name: '화곡 베어스 투수' })).toHaveTextContent('6.2');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    // A box-score-only game (the plays read answers 404) has no 문자 중계.
    expect(screen.queryByRole('heading', { name: '문자 중계' })).not.toBeInTheDocument();
  });

  it('shows a count the scoresheet did not record as "-" and marks the total that sums only the recorded ones', async () => {
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/score/31/503');
    const batting = await screen.findByRole('table', { name: '강서 타이거즈 타격' });
    const hbpColumn = within(batting).getAllByRole('columnheader').findIndex((header) => header.textContent === '사구');
    const cells = (row: HTMLElement) => within(row).queryAllByRole('cell').map((cell) => cell.textContent);
    const [, , , third, total] = within(batting).getAllByRole('row');
    // A player's row: batting number and position in cells, the name in a row header.
    expect(cells(third)[hbpColumn - 1]).toBe('-');
    expect(cells(total)[hbpColumn - 3]).toBe('1*'); // the total row's header spans the first three columns
    expect(batting).toHaveTextContent('기록된 것만 합산했습니다');
    const pitching = screen.getByRole('table', { name: '강서 타이거즈 투수' });
    const pitchesColumn = within(pitching).getAllByRole('columnheader').findIndex((header) => header.textContent === '투구수');
    expect(cells(within(pitching).getAllByRole('row')[1])[pitchesColumn - 1]).toBe('-');
  });

  it('marks a no-contest game', async () => {
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/game/score/31/501');
    expect(await screen.findByRole('note')).toHaveTextContent('노게임: 이 경기의 기록은 순위와 개인 기록에 반영되지 않습니다.');
  });

  describe('live score', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = FakeEventSource.install();
    });
    afterEach(() => restore());

    const liveGame = (overrides: Partial<LiveGame> = {}): LiveGame => ({
      gameId: 500,
      leagueId: 31,
      leagueName: '토요 1부',
      mainId: 1,
      leaguePath: 'gangseo',
      scheduleTime: '2026-04-26T09:00:00+09:00',
      state: 'live',
      visit: { teamId: 11, teamName: '강서 타이거즈', score: 5 },
      home: { teamId: 12, teamName: '화곡 베어스', score: 4 },
      inning: 7,
      half: 'top',
      ...overrides,
    });

    it('follows the game while its record is entered: each saved score refreshes the box score without a reload', async () => {
      let current: GameDetail = detail;
      const calls = serveFakeApi((call) => (call.url === '/api/game/500/detail' ? { status: 200, body: { ok: true, data: current } } : answerFrom(routes)(call)));
      renderLeague('/league/gangseo/score/31/500');
      await screen.findByRole('table', { name: '이닝별 득점' });
      const [source] = FakeEventSource.opened('/api/live/game/500');
      expect(source.url).toBe('/api/live/game/500');
      act(() => source.emit('snapshot', liveGame()));
      expect(screen.getByRole('status')).toHaveTextContent('경기 중 · 7회초');
      const detailCalls = () => calls.filter((call) => call.url === '/api/game/500/detail').length;
      const before = detailCalls();

      current = { ...detail, home: { ...detail.home, runs: 6 } };
      act(() => source.emit('score', liveGame({ home: { teamId: 12, teamName: '화곡 베어스', score: 6 }, half: 'bottom' })));
      await waitFor(() => expect(detailCalls()).toBe(before + 1));
      expect(await screen.findByText('6', { selector: '.lp-game-head__team strong' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('경기 중 · 7회말');

      // Made final: one last refresh and the stream is closed.
      act(() => source.emit('score', liveGame({ state: 'final', half: 'bottom' })));
      expect(source.readyState).toBe(FakeEventSource.CLOSED);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('follows the 문자 중계 of a game recorded play by play: a push shows the new play and count, keeping open pitch lists', async () => {
      const user = userEvent.setup();
      let plays = createPlays();
      const calls = serveFakeApi((call) => (call.url === '/api/game/500/plays' ? { status: 200, body: { ok: true, data: plays } } : answerFrom(routes)(call)));
      renderLeague('/league/gangseo/score/31/500');
      const section = (await screen.findByRole('heading', { name: '문자 중계' })).closest('section') as HTMLElement;
      // The box score stays below the play by play.
      expect(screen.getByRole('table', { name: '강서 타이거즈 타격' })).toBeInTheDocument();
      const walk = within(section).getByText('1번 타자 강백호: 볼넷').closest('li') as HTMLElement;
      await user.click(within(walk).getByText('투구 4개'));
      const [source] = FakeEventSource.opened('/api/live/game/500');
      act(() => source.emit('snapshot', liveGame({ half: 'bottom', inning: 1 })));
      const playsCalls = () => calls.filter((call) => call.url === '/api/game/500/plays').length;
      const before = playsCalls();

      const [top, bottom] = plays.narration;
      const single = { kind: 'plateAppearance' as const, text: '2번 타자 박병호: 우익수 앞 안타', pitches: ['1구 타격'], scoring: false, score: [1, 0] as [number, number], outs: 1, bases: [true, false, true] as [boolean, boolean, boolean] };
      plays = { ...plays, state: { ...plays.state, balls: 0, strikes: 0, bases: ['22', null, '21'] }, narration: [top, { ...bottom, items: [...bottom.items, single] }] };
      act(() => source.emit('score', liveGame({ half: 'bottom', inning: 1 })));
      await waitFor(() => expect(playsCalls()).toBe(before + 1));
      expect(await within(section).findByText('2번 타자 박병호: 우익수 앞 안타')).toBeInTheDocument();
      expect(within(section).getByRole('img', { name: '0볼 0스트라이크 1아웃' })).toBeInTheDocument();
      expect(within(section).getByRole('img', { name: '주자 1루, 3루' })).toBeInTheDocument();
      expect(within(walk).getByText('투구 4개').closest('details')).toHaveAttribute('open');
      expect(walk.isConnected).toBe(true);
    });

    it('closes the stream of a finished game at once and when the page goes away', async () => {
      serveFakeApi(answerFrom(routes));
      const view = renderLeague('/league/gangseo/score/31/500');
      await screen.findByRole('table', { name: '이닝별 득점' });
      const [source] = FakeEventSource.opened('/api/live/game/500');
      act(() => source.emit('snapshot', liveGame({ state: 'final' })));
      expect(source.readyState).toBe(FakeEventSource.CLOSED);
      view.unmount();
      expect(FakeEventSource.opened('/api/live/game')).toEqual([]);
    });
  });

  describe('corrections', () => {
    const VERSIONS = '/api/game/admin/write/game/500/versions';
    const versions: GameRecordVersionItem[] = [
      { version: 3, userId: 7, username: '박관리', createdAt: '2026-04-27T01:30:00.000Z', action: 'final', reason: null, changes: {} },
      { version: 4, userId: 5, username: '김대표', createdAt: '2026-04-28T12:05:00+09:00', action: 'correction', reason: '4회 득점 오기', changes: {} },
      {
        version: 5,
        userId: 5,
        username: '김대표',
        createdAt: '2026-04-28T12:10:00+09:00',
        action: 'save',
        reason: '4회 득점 오기',
        changes: {
          'lineScore.visit[4]': [1, 3],
          'visit.runs': [3, 5],
          'batting[visit:5].h': [1, 2],
          'batting[visit:5].rbi': [0, 1],
        },
      },
    ];
    const corrected = { ...routes, '/api/game/500/detail': { ...detail, corrected: true } };

    it('marks a corrected record with 정정됨 and shows no history to a visitor (never asking for it)', async () => {
      const calls = serveFakeApi(answerFrom(corrected));
      renderLeague('/league/gangseo/score/31/500');
      await screen.findByRole('table', { name: '이닝별 득점' });
      expect(document.querySelector('.lp-game-head')).toHaveTextContent('정정됨');
      expect(screen.queryByRole('heading', { name: '정정 이력' })).not.toBeInTheDocument();
      expect(calls.some((call) => call.url.includes('/versions'))).toBe(false);
    });

    it('shows no 정정됨 for a record never corrected', async () => {
      serveFakeApi(answerFrom({ ...routes, '/api/game/500/detail': { ...detail, corrected: false } }));
      renderLeague('/league/gangseo/score/31/500');
      await screen.findByRole('table', { name: '이닝별 득점' });
      expect(screen.queryByText('정정됨')).not.toBeInTheDocument();
    });

    it("shows a manager the record's history: who, when in Korean time, the action, the reason and what changed", async () => {
      useAuthStore.getState().login(createSession({ userId: 5 }));
      const calls = serveFakeApi(answerFrom({ ...corrected, [VERSIONS]: versions }));
      renderLeague('/league/gangseo/score/31/500');
      const history = (await screen.findByRole('heading', { name: '정정 이력' })).closest('section') as HTMLElement;
      expect(screen.getByText('정정됨')).toBeInTheDocument();
      const rows = within(history).getAllByRole('row').slice(1);
      const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
      // Newest first.
      expect(cells(rows[0])).toEqual([
        '5',
        '2026-04-28 12:10',
        '정정 저장',
        '김대표',
        '4회 득점 오기',
        '강서 타이거즈 5회 1 → 3 · 강서 타이거즈 득점 3 → 5 · 강서 타이거즈 1번(타격) 안타 1 → 2, 타점 0 → 1',
      ]);
      expect(cells(rows[1])).toEqual(['4', '2026-04-28 12:05', '정정 시작', '김대표', '4회 득점 오기', '-']);
      expect(cells(rows[2])).toEqual(['3', '2026-04-27 10:30', '기록 확정', '박관리', '-', '-']);
      expect(calls.find((call) => call.url === VERSIONS)?.authorization).toBe('Bearer access-1');
    });

    it('hides the history quietly when the API refuses the member (403)', async () => {
      useAuthStore.getState().login(createSession({ userId: 12 }));
      const calls = serveFakeApi(answerFrom({ ...corrected, [VERSIONS]: fail(403, '권한이 없습니다.') }));
      renderLeague('/league/gangseo/score/31/500');
      await screen.findByRole('table', { name: '이닝별 득점' });
      await waitFor(() => expect(calls.filter((call) => call.url === VERSIONS)).toHaveLength(1));
      expect(screen.queryByRole('heading', { name: '정정 이력' })).not.toBeInTheDocument();
      expect(screen.queryByText('권한이 없습니다.')).not.toBeInTheDocument();
      expect(screen.getByText('정정됨')).toBeInTheDocument();
    });
  });
});
