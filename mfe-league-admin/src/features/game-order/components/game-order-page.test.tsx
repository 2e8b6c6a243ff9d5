import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { LINEUP_MESSAGES, type GameAdminRow, type GameOrderAdmin, type GameOrderPlayer, type GameOrderTeam } from '@dugout/contracts';
import { createLeagueBase, createLeagueManagerCheck, createScheduleItem, createSession, fail, ok, serveFakeApi, type ApiCall, type ApiReply } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const ORDER = '/api/game/admin/order/601';
const SUSPENDED = '출전 정지 기간입니다 (2026-05-01 ~ 2026-05-31).';
const FIELD = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'P'];
const NAMES = ['김포수', '이일루', '박이루', '최삼루', '정유격', '강좌익', '조중견', '윤우익', '장투수', '임지명', '한후보', '오후보'];

const player = (playerId: number, playerName: string, overrides: Partial<GameOrderPlayer> = {}): GameOrderPlayer => ({
  playerId,
  playerName,
  backnumber: String(playerId),
  position: null,
  eligible: true,
  reasons: [],
  ...overrides,
});

const game: GameAdminRow = {
  ...createScheduleItem({ gameId: 601 }),
  hasRecord: false,
  state: 'scheduled',
  score: null,
  lineups: { visit: true, home: false },
  recordedBy: null,
};

function teams(): GameOrderAdmin {
  const visit: GameOrderTeam = {
    gameId: 601,
    teamId: 11,
    side: 'visit',
    teamName: '강서 타이거즈',
    submitted: true,
    entries: FIELD.map((position, index) => ({ playerId: index + 1, batNum: index + 1, position })),
    players: [...NAMES.map((name, index) => player(index + 1, name)), player(13, '박불가', { eligible: false, reasons: [SUSPENDED] })],
  };
  const home: GameOrderTeam = {
    gameId: 601,
    teamId: 12,
    side: 'home',
    teamName: '화곡 베어스',
    submitted: false,
    entries: [],
    players: NAMES.map((name, index) => player(21 + index, `${name}B`)),
  };
  return { game, visit, home };
}

let saveReply: ApiReply | undefined;

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === ORDER && call.method === 'GET') return ok(teams());
    if (call.url === `${ORDER}/11` && call.method === 'POST') {
      if (saveReply) return saveReply;
      const { entries } = call.body as Pick<GameOrderTeam, 'entries'>;
      return ok({ ...teams().visit, entries });
    }
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }));
const visitPanel = async () => screen.findByRole('region', { name: /원정 · 강서 타이거즈/ });

beforeEach(() => {
  saveReply = undefined;
  useAuthStore.getState().login(createSession());
});
afterEach(() => useAuthStore.getState().logout());

describe('라인업 관리', () => {
  it('asks for a game from the game list when none is in the address', async () => {
    const calls = serve();
    renderAdmin('/league/gangseo/admin/gameorder/3');
    expect(await screen.findByText('라인업을 입력할 경기를 경기 목록에서 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '경기 목록으로' })).toHaveAttribute('href', '/league/gangseo/admin/game');
    expect(calls.some((call) => call.url.startsWith('/api/game/admin/order'))).toBe(false);
  });

  it('shows both sides with the saved lineup, the empty one with nine rows, and the link to the record entry', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/gameorder/3/31/601');
    const visit = await visitPanel();
    expect(within(visit).getByText('제출됨')).toBeInTheDocument();
    expect(within(visit).getByRole('combobox', { name: '1번 타자' })).toHaveDisplayValue('김포수 (1번)');
    expect(within(visit).getByRole('combobox', { name: '1번 수비 위치' })).toHaveDisplayValue('포수 (C)');
    expect(within(visit).getByRole('combobox', { name: '9번 타자' })).toHaveDisplayValue('장투수 (9번)');
    expect(within(visit).getByRole('combobox', { name: '9번 수비 위치' })).toHaveDisplayValue('투수 (P)');
    expect(within(visit).getByRole('checkbox', { name: /지명타자\(DH\) 사용/ })).not.toBeChecked();
    const home = screen.getByRole('region', { name: /홈 · 화곡 베어스/ });
    expect(within(home).getByText('미제출')).toBeInTheDocument();
    expect(within(home).getAllByRole('combobox', { name: /^\d+번 타자$/ })).toHaveLength(9);
    expect(within(home).getByRole('combobox', { name: '1번 타자' })).toHaveDisplayValue('선수 선택');
    expect(within(home).getByText(LINEUP_MESSAGES.missingStarters([1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '기록 입력' })).toHaveAttribute('href', '/league/gangseo/admin/gameresult/3/31/601');
  });

  it('lists a player who may not play disabled, with the reason', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/gameorder/3/31/601');
    const visit = await visitPanel();
    const row = within(visit).getByRole('combobox', { name: '3번 타자' });
    const option = within(row).getByRole('option', { name: `박불가 (13번) — 출전 불가: ${SUSPENDED}` });
    expect(option).toBeDisabled();
    expect(within(row).getByRole('option', { name: '한후보 (11번)' })).toBeEnabled();
  });

  it('shows a player put in twice beside both rows and does not save', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/gameorder/3/31/601');
    const visit = await visitPanel();
    await user.selectOptions(within(visit).getByRole('combobox', { name: '2번 타자' }), '김포수 (1번)');
    const message = LINEUP_MESSAGES.duplicatePlayer(1);
    expect(within(visit).getAllByText(message)).toHaveLength(2);
    expect(within(visit).getByRole('combobox', { name: '2번 타자' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(visit).getByRole('button', { name: '저장' }));
    expect(within(visit).getByRole('alert')).toHaveTextContent('저장하기 전에 라인업의 문제를 고쳐 주세요.');
    expect(posts(calls)).toEqual([]);
  });

  it('saves the side with a DH, the starting pitcher at 0 and a reserve from 100, and says so', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/gameorder/3/31/601');
    const visit = await visitPanel();
    await user.click(within(visit).getByRole('checkbox', { name: /지명타자\(DH\) 사용/ }));
    expect(within(visit).getByText(LINEUP_MESSAGES.dhNeedsPitcher)).toBeInTheDocument();
    await user.selectOptions(within(visit).getByRole('combobox', { name: '9번 타자' }), '임지명 (10번)');
    await user.selectOptions(within(visit).getByRole('combobox', { name: '9번 수비 위치' }), '지명타자 (DH)');
    await user.selectOptions(within(visit).getByRole('combobox', { name: '선발 투수' }), '장투수 (9번)');
    const reserve = within(visit).getByRole('combobox', { name: '후보로 넣을 선수' });
    expect(within(reserve).queryByRole('option', { name: '장투수 (9번)' })).toBeNull();
    await user.selectOptions(reserve, '한후보 (11번)');
    await user.click(within(visit).getByRole('button', { name: '후보 추가' }));
    expect(within(within(visit).getByRole('list', { name: '원정 후보 선수' })).getByText('한후보 (11번)')).toBeInTheDocument();
    expect(within(visit).queryByText(LINEUP_MESSAGES.dhNeedsPitcher)).toBeNull();
    await user.click(within(visit).getByRole('button', { name: '저장' }));
    expect(await within(visit).findByText('라인업을 저장했습니다.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      {
        url: `${ORDER}/11`,
        body: {
          entries: [
            ...FIELD.slice(0, 8).map((position, index) => ({ playerId: index + 1, batNum: index + 1, position })),
            { playerId: 10, batNum: 9, position: 'DH' },
            { playerId: 9, batNum: 0, position: 'P' },
            { playerId: 11, batNum: 100, position: null },
          ],
        },
      },
    ]);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    const calls = serve();
    saveReply = fail(400, '입력한 내용을 다시 확인해 주세요.', { entries: `장투수 선수는 이 경기에 출전할 수 없습니다: ${SUSPENDED}` });
    renderAdmin('/league/gangseo/admin/gameorder/3/31/601');
    const visit = await visitPanel();
    await user.click(within(visit).getByRole('button', { name: '저장' }));
    const alert = await within(visit).findByRole('alert');
    expect(alert).toHaveTextContent(`장투수 선수는 이 경기에 출전할 수 없습니다: ${SUSPENDED}`);
    expect(within(visit).queryByText('라인업을 저장했습니다.')).toBeNull();
    expect(posts(calls)).toHaveLength(1);
  });
});
