import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WinType, type GameOrder } from '@dugout/contracts';
import { installFakeApi, renderLeague, resetFakeApi } from '../../../testing/fake-api';
import { emptyOrder, leagueBase, leagues2026, lineupEntry, scheduleItem, teamEntry } from '../../../testing/fixtures';

const games = [
  scheduleItem(501, '2026-05-02T09:00:00+09:00', [11, '강서 타이거즈'], [12, '화곡 베어스'], {
    game: { visitScore: 8, homeScore: 6, winType: WinType.Normal, winnerSide: null, dayNight: null },
  }),
  scheduleItem(502, '2026-05-02T13:00:00+09:00', [12, '화곡 베어스'], [13, 'A조 1위'], {
    homeTeam: { team: { teamName: 'A조 1위', logoImg: null, spoType: 9 } },
  }),
  scheduleItem(503, '2026-05-03T09:00:00+09:00', [11, '강서 타이거즈'], [null, null], {
    isCancel: true,
    cancelReason: '우천취소',
  }),
  scheduleItem(504, '2026-05-03T11:00:00+09:00', [14, '발산 레인저스'], [11, '강서 타이거즈'], {
    leagueId: 31,
    visitTeamInterleague: true,
    visitTeamLeagueId: 32,
    visitTeamLeague: { leagueName: '토요 2부' },
  }),
];

const submitted: GameOrder = {
  visit: { teamId: 11, submitted: true, entries: [lineupEntry(1, '김중견', 'CF', '7'), lineupEntry(0, '최선발', 'P', '18')] },
  home: { teamId: 12, submitted: false, entries: [] },
};

const routes = {
  '/api/league/base/gangseo': leagueBase,
  '/api/league/season/3/league': leagues2026,
  '/api/league/league/31/schedule?all=true': games,
  '/api/league/league/32/schedule': [],
  '/api/league/league/31/schedule': games,
  '/api/game/season/3/suspended': [502],
  '/api/league/league/31/schedule/501/order': submitted,
  '/api/league/league/31/schedule/502/order': emptyOrder,
  '/api/league/league/31/teams': [teamEntry(12, '화곡 베어스'), teamEntry(11, '강서 타이거즈')],
  '/api/league/league/31/schedule/12': [games[0], games[1]],
  '/api/league/league/31/schedule/11': [games[0]],
};

afterEach(resetFakeApi);
beforeEach(() => sessionStorage.clear());

describe('schedule: all games', () => {
  it('groups the games by day with every column, and /schedule opens the all-games tab', async () => {
    installFakeApi(routes);
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
    installFakeApi(routes);
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
    installFakeApi(routes);
    renderLeague('/league/gangseo/schedule/all');
    await screen.findByRole('heading', { name: '2026-05-02 (토)' });
    await user.selectOptions(screen.getByRole('combobox', { name: '일정 리그 선택' }), '토요 2부');
    expect(await screen.findByText('등록된 일정이 없습니다.')).toBeInTheDocument();
  });
});

describe('schedule: by team, and the cached tabs', () => {
  it('picks the first team by itself, switches teams, and keeps a visited tab mounted', async () => {
    const user = userEvent.setup();
    installFakeApi(routes);
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
