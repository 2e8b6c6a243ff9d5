import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WinType, type GameOrder } from '@dugout/contracts';
import {
  answerFrom,
  createGameOrder,
  createLeague,
  createLeagueBase,
  createLineupEntry,
  createScheduleItem,
  createTeamEntry,
  serveFakeApi,
} from '@dugout/testing';
import { renderLeague } from '../../../testing/render-league';

const leagues2026 = [createLeague(), createLeague({ leagueId: 32, leagueName: '토요 2부' })];

const games = [
  createScheduleItem({
    gameId: 501,
    scheduleTime: '2026-05-02T09:00:00+09:00',
    visit: [11, '강서 타이거즈'],
    home: [12, '화곡 베어스'],
    game: { visitScore: 8, homeScore: 6, winType: WinType.Normal, winnerSide: null, dayNight: null },
  }),
  createScheduleItem({
    gameId: 502,
    scheduleTime: '2026-05-02T13:00:00+09:00',
    visit: [12, '화곡 베어스'],
    home: [13, 'A조 1위'],
    homeTeam: { team: { teamName: 'A조 1위', logoImg: null, spoType: 9 } },
  }),
  createScheduleItem({
    gameId: 503,
    scheduleTime: '2026-05-03T09:00:00+09:00',
    visit: [11, '강서 타이거즈'],
    home: [null, null],
    isCancel: true,
    cancelReason: '우천취소',
  }),
  createScheduleItem({
    gameId: 504,
    scheduleTime: '2026-05-03T11:00:00+09:00',
    visit: [14, '발산 레인저스'],
    home: [11, '강서 타이거즈'],
    leagueId: 31,
    visitTeamInterleague: true,
    visitTeamLeagueId: 32,
    visitTeamLeague: { leagueName: '토요 2부' },
  }),
];

const submitted: GameOrder = {
  visit: {
    teamId: 11,
    submitted: true,
    entries: [
      createLineupEntry({ batNum: 1, playerName: '김중견', position: 'CF', backnumber: '7' }),
      createLineupEntry({ batNum: 0, playerName: '최선발', position: 'P', backnumber: '18' }),
    ],
  },
  home: { teamId: 12, submitted: false, entries: [] },
};

const routes = {
  '/api/league/base/gangseo': createLeagueBase(),
  '/api/league/season/3/league': leagues2026,
  '/api/league/league/31/schedule?all=true': games,
  '/api/league/league/32/schedule': [],
  '/api/league/league/31/schedule': games,
  '/api/game/season/3/suspended': [502],
  '/api/league/league/31/schedule/501/order': submitted,
  '/api/league/league/31/schedule/502/order': createGameOrder(),
  '/api/league/league/31/teams': [
    createTeamEntry({ teamId: 12, teamName: '화곡 베어스' }),
    createTeamEntry({ teamId: 11, teamName: '강서 타이거즈' }),
  ],
  '/api/league/league/31/schedule/12': [games[0], games[1]],
  '/api/league/league/31/schedule/11': [games[0]],
};

beforeEach(() => sessionStorage.clear());

describe('schedule: all games', () => {
  it('groups the games by day with every column, and /schedule opens the all-games tab', async () => {
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/schedule');
    const saturday = (await screen.findByRole('heading', { name: '2026-05-02 (토)' })).closest('section') as HTMLElement;
    const sunday = screen.getByRole('heading', { name: '2026-05-03 (일)' }).closest('section') as HTMLElement;
    expect(screen.getByRole('link', { name: '전체 일정' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: '일정 리그 선택' })).toHaveValue('');

    const [played, bracket] = within(saturday).getAllByRole('row').slice(1);
    const cells = within(played).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['09:00 ', '강서 타이거즈', '8(승):대6', '화곡 베어스', '토요 1부', '신월야구장']);
    expect(within(played).getByRole('link', { name: '강서 타이거즈' })).toHaveAttribute('href', '/league/gangseo/info/team/3/31/11');
    // A sport-type-9 team is plain text; the suspended game is marked.
    expect(within(bracket).getByText('A조 1위').closest('a')).toBeNull();
    expect(within(bracket).getByText('서스펜디드')).toBeInTheDocument();
    expect(within(bracket).getByText('vs')).toBeInTheDocument();

    const [cancelled, interleague] = within(sunday).getAllByRole('row').slice(1);
    expect(within(cancelled).getByText('우천취소')).toHaveClass('lp-cancel');
    expect(within(cancelled).getByText('팀 미정')).toBeInTheDocument();
    expect(within(interleague).getByRole('link', { name: '발산 레인저스 (토요 2부)' })).toHaveAttribute(
      'href',
      '/league/gangseo/info/team/3/32/14',
    );
  });

  it('opens the lineup dialog from the magnifier', async () => {
    const user = userEvent.setup();
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/schedule/all');
    await user.click(await screen.findByRole('button', { name: '강서 타이거즈 대 화곡 베어스 라인업 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '라인업 · 강서 타이거즈 대 화곡 베어스' });
    expect(await within(dialog).findByRole('heading', { name: /원정 강서 타이거즈 \(선공\)/ })).toHaveTextContent('제출');
    expect(within(dialog).getByRole('heading', { name: /홈 화곡 베어스/ })).toHaveTextContent('미제출');
    expect(within(dialog).getByText('김중견')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says there is no schedule for a league without games', async () => {
    const user = userEvent.setup();
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/schedule/all');
    await screen.findByRole('heading', { name: '2026-05-02 (토)' });
    await user.selectOptions(screen.getByRole('combobox', { name: '일정 리그 선택' }), '토요 2부');
    expect(await screen.findByText('등록된 일정이 없습니다.')).toBeInTheDocument();
  });
});

describe('schedule: today', () => {
  // jsdom lays nothing out and has no scrollIntoView: which day is scrolled to is only recorded.
  let scrolled: Element[];
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = function record(this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    jest.restoreAllMocks();
  });
  const today = (time: string) => jest.spyOn(Date, 'now').mockReturnValue(new Date(time).getTime());

  it("opens on today's games, and the 오늘 button brings them back with the focus on their day", async () => {
    const user = userEvent.setup();
    today('2026-05-03T08:00:00+09:00');
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/schedule/all');
    const sunday = await screen.findByRole('heading', { name: '2026-05-03 (일)' });
    await waitFor(() => expect(scrolled).toEqual([sunday.closest('section')]));
    await user.click(screen.getByRole('button', { name: '오늘 또는 다음 경기로 이동' }));
    expect(scrolled).toEqual([sunday.closest('section'), sunday.closest('section')]);
    expect(sunday).toHaveFocus();
  });

  it('stays at the top when the next games are the first ones, and opens a finished season on its last games', async () => {
    today('2026-04-01T08:00:00+09:00');
    serveFakeApi(answerFrom(routes));
    const { unmount } = renderLeague('/league/gangseo/schedule/all');
    await screen.findByRole('heading', { name: '2026-05-02 (토)' });
    expect(screen.getByRole('button', { name: '오늘 또는 다음 경기로 이동' })).toBeInTheDocument();
    expect(scrolled).toEqual([]);
    unmount();

    today('2026-12-01T08:00:00+09:00');
    renderLeague('/league/gangseo/schedule/all');
    const last = await screen.findByRole('heading', { name: '2026-05-03 (일)' });
    expect(screen.getByRole('button', { name: '최근 경기로 이동' })).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toEqual([last.closest('section')]));
  });
});

describe('schedule: by team, and the cached tabs', () => {
  it('picks the first team by itself, switches teams, and keeps a visited tab mounted', async () => {
    const user = userEvent.setup();
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/schedule/team');
    const first = await screen.findByRole('button', { name: '화곡 베어스' });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('A조 1위')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '강서 타이거즈' }));
    expect(screen.getByRole('button', { name: '강서 타이거즈' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('heading', { name: '2026-05-02 (토)' });
    expect(screen.queryByText('A조 1위')).not.toBeInTheDocument();

    // To the grid and back: the team tab kept its state (no refetch, same team chosen).
    await user.click(screen.getByRole('link', { name: '팀 간 대진표' }));
    expect(await screen.findByRole('table', { name: /팀 간 대진표/ })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '팀별 일정' }));
    expect(screen.getByRole('button', { name: '강서 타이거즈' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelectorAll('[data-view]')).toHaveLength(2);
  });
});
