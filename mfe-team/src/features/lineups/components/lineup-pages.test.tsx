import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { GameOrderPlayer, TeamLineupForm, TeamLineupGame, TeamLineupList } from '@dugout/contracts';
import { answerFrom, createSession, createTeamManagerCheck, fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderTeam } from '../../../testing/render-team';

const CHECK = '/api/team/12/admin/can_access/12';
const ORDERS = '/api/team/12/orders';
const ORDER = '/api/team/12/order/501';

const game = (overrides: Partial<TeamLineupGame> = {}): TeamLineupGame => ({
  gameId: 501,
  leagueId: 7,
  leagueName: '1부 리그',
  scheduleTime: '2030-05-04T10:00:00+09:00',
  side: 'home',
  opponent: { teamId: 44, teamName: '강동 썬더스' },
  groundName: '문정 야구장',
  submitted: false,
  opponentSubmitted: true,
  deadline: '2030-05-04T09:30:00+09:00',
  closed: false,
  ...overrides,
});
const player = (playerId: number, playerName: string, overrides: Partial<GameOrderPlayer> = {}): GameOrderPlayer => ({
  playerId,
  playerName,
  backnumber: String(playerId),
  position: null,
  eligible: true,
  reasons: [],
  ...overrides,
});
const NAMES = ['김투수', '이포수', '박일루', '최이루', '정삼루', '강유격', '조좌익', '윤중견', '장우익', '임후보'];
const roster = [...NAMES.map((name, index) => player(index + 1, name)), player(99, '신입', { eligible: false, reasons: ['이 리그에 선수 등록이 되어 있지 않습니다.'] })];
const form = (overrides: Partial<TeamLineupForm> = {}): TeamLineupForm => ({
  game: game(),
  deadlineMinutes: 30,
  own: { gameId: 501, teamId: 12, side: 'home', teamName: '강동 문정 스톰', submitted: false, entries: [], players: roster },
  opponent: { teamId: 44, teamName: '강동 썬더스', submitted: true, hidden: true, entries: [] },
  ...overrides,
});

const serve = (reads: Record<string, unknown>, write: ApiHandler = () => fail(404)) => {
  const answer = answerFrom({ [CHECK]: createTeamManagerCheck(), ...reads });
  return serveFakeApi((call) => (call.method === 'GET' ? answer(call) : write(call)));
};

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('라인업 제출 (orderList)', () => {
  it("lists the team's upcoming games with both sides' state, the deadline and a link to the form", async () => {
    const list: TeamLineupList = {
      data: [game(), game({ gameId: 502, submitted: true, opponentSubmitted: false, closed: true, side: 'visit', opponent: { teamId: 45, teamName: '송파 타이거즈' } })],
      serverTime: '2030-05-01T12:00:00+09:00',
    };
    serve({ [ORDERS]: list });
    renderTeam('/team/admin/12/orderList');
    const table = await screen.findByRole('table', { name: '라인업을 제출할 경기' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2030-05-04 10:00',
      '1부 리그',
      'vs 강동 썬더스 · 우리 팀 홈',
      '문정 야구장',
      '미제출',
      '제출',
      '2030-05-04 09:30',
      '작성',
    ]);
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/team/admin/12/orderForm/7/501');
    // The team itself is the visiting side: the opponent is the home team.
    expect(within(second).getByText('vs 송파 타이거즈 · 우리 팀 원정')).toBeInTheDocument();
    expect(within(second).getByText('제출')).toBeInTheDocument();
    expect(within(second).getByText('2030-05-04 09:30 (마감됨)')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /보기$/ })).toBeInTheDocument();
  });

  it('says so when no game is coming', async () => {
    serve({ [ORDERS]: { data: [], serverTime: '2030-05-01T12:00:00+09:00' } });
    renderTeam('/team/admin/12/orderList');
    expect(await screen.findByText('14일 안에 예정된 경기가 없습니다.')).toBeInTheDocument();
  });
});

describe('라인업 작성 (orderForm)', () => {
  const fillNine = async (user: ReturnType<typeof userEvent.setup>) => {
    const positions = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];
    for (const [index, position] of positions.entries()) {
      await user.selectOptions(screen.getByRole('combobox', { name: `${index + 1}번 타자` }), String(index + 1));
      await user.selectOptions(screen.getByRole('combobox', { name: `${index + 1}번 수비 위치` }), position);
    }
  };

  it('offers only eligible players, shows the reason of the others and keeps the opponent hidden', async () => {
    serve({ [ORDER]: form() });
    renderTeam('/team/admin/12/orderForm/7/501');
    const first = await screen.findByRole('combobox', { name: '1번 타자' });
    const blocked = within(first).getByRole('option', { name: '신입 (99번) — 출전 불가: 이 리그에 선수 등록이 되어 있지 않습니다.' });
    expect(blocked).toBeDisabled();
    expect(within(first).getByRole('option', { name: '김투수 (1번)' })).toBeEnabled();
    expect(screen.getByText('상대 팀 라인업은 양 팀이 모두 제출하거나 제출 마감이 지나면 공개됩니다.')).toBeInTheDocument();
    expect(screen.getByText(/제출 마감 2030-05-04 09:30 \(경기 30분 전\)/)).toBeInTheDocument();
    expect(screen.getByText(/^vs 강동 썬더스 · 우리 팀 홈 · 2030-05-04 10:00/)).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: '1번 수비 위치' })).getByRole('option', { name: '지명타자 (DH)' })).toBeInTheDocument();
  });

  it('checks the lineup rules before sending and submits nine batters with a reserve', async () => {
    const user = userEvent.setup();
    const saved = form({ own: { ...form().own, submitted: true } });
    const calls = serve({ [ORDER]: form(), [ORDERS]: { data: [], serverTime: '' } }, () => ok(saved));
    renderTeam('/team/admin/12/orderForm/7/501');
    await screen.findByRole('combobox', { name: '1번 타자' });
    await user.click(screen.getByRole('button', { name: '라인업 제출' }));
    expect(screen.getByText('제출하기 전에 라인업의 문제를 고쳐 주세요.')).toBeInTheDocument();
    await fillNine(user);
    await user.selectOptions(screen.getByRole('combobox', { name: '9번 수비 위치' }), 'DH');
    expect(screen.getByText('지명타자(DH)가 있으면 선발 투수를 타순 0 이하에 입력해 주세요.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '9번 수비 위치' }), 'RF');
    const reserve = screen.getByRole('combobox', { name: '후보로 넣을 선수' });
    await user.selectOptions(reserve, within(reserve).getByRole('option', { name: /임후보/ }));
    await user.click(screen.getByRole('button', { name: '후보 추가' }));
    expect(within(reserve).getByRole('option', { name: /신입/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '라인업 제출' }));
    expect(await screen.findByText('라인업을 제출했습니다.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(ORDER);
    expect(post?.body).toEqual({
      entries: [
        ...['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'].map((position, index) => ({ playerId: index + 1, batNum: index + 1, position })),
        { playerId: 10, batNum: 100, position: null },
      ],
    });
  });

  it("shows the server's Korean refusal after the deadline", async () => {
    const user = userEvent.setup();
    const late = '라인업 제출이 마감되었습니다 (경기 시작 30분 전 마감). 마감 후에는 리그 관리자만 라인업을 바꿀 수 있습니다.';
    serve({ [ORDER]: form() }, () => fail(409, late));
    renderTeam('/team/admin/12/orderForm/7/501');
    await screen.findByRole('combobox', { name: '1번 타자' });
    await fillNine(user);
    await user.click(screen.getByRole('button', { name: '라인업 제출' }));
    expect(await screen.findByText(late)).toBeInTheDocument();
  });

  it('locks the form once the deadline has passed and shows the revealed opponent', async () => {
    serve({
      [ORDER]: form({
        game: game({ closed: true }),
        opponent: {
          teamId: 44,
          teamName: '강동 썬더스',
          submitted: true,
          hidden: false,
          entries: [{ batNum: 1, position: 'SS', player: { playerName: '상대 유격' }, teamPlayer: { backnumber: '6' }, gameId: 501, teamId: 44 }],
        },
      }),
    });
    renderTeam('/team/admin/12/orderForm/7/501');
    expect(await screen.findByText('제출 마감이 지났습니다. 라인업을 바꾸려면 리그 관리자에게 요청해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '1번 타자' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '라인업 제출' })).not.toBeInTheDocument();
    const opponent = screen.getByRole('table', { name: '상대 팀 라인업' });
    expect(within(opponent).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '유격수', '상대 유격']);
  });
});
