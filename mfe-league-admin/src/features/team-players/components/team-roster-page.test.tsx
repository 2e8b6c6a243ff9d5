import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { formatDate, type RegisteredPlayer, type RosterRegistration } from '@dugout/contracts';
import { createLeague, createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi, type ApiCall } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const TEAM = '/api/league/admin/league/31/team/7';
const ADDRESS = '/league/gangseo/admin/teams/3/31/7/teamplayers';

const member = (overrides: Partial<RosterRegistration> = {}): RosterRegistration => ({
  playerId: 101,
  playerName: '김철수',
  birthday: '19900101',
  backnumber: '7',
  position: 'P',
  teamRole: 7,
  registered: false,
  registerDate: null,
  ...overrides,
});

const asRegistered = (player: RosterRegistration, registerDate: string): RegisteredPlayer => ({
  playerId: player.playerId,
  playerName: player.playerName,
  birthday: player.birthday,
  backnumber: player.backnumber,
  position: player.position,
  registerDate,
  doubleRegistered: false,
  otherRegistrations: [],
  hasGameLines: false,
});

let roster: RosterRegistration[];
let registered: RegisteredPlayer[];

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/season/3/league') return ok([createLeague()]);
    if (call.url === '/api/league/admin/league/31/registrations') {
      return ok([{ teamId: 7, teamName: '강서 타이거즈', logoImg: null, registeredCount: registered.length, rosterCount: roster.length }]);
    }
    if (call.url === `${TEAM}/teamplayers`) return ok(roster);
    if (call.url === `${TEAM}/players`) return ok(registered);
    if (call.method === 'POST' && call.url === `${TEAM}/register`) {
      const { playerIds, registerDate } = call.body as { playerIds: number[]; registerDate: string };
      if (registerDate < '2026-03-01') return fail(400, '입력한 내용을 확인해 주세요.', { registerDate: '등록일은 시즌 기간(2026-03-01 ~ 2026-11-30) 안의 날짜여야 합니다.' });
      const added = roster.filter((player) => playerIds.includes(player.playerId)).map((player) => asRegistered(player, registerDate));
      registered = [...registered, ...added];
      roster = roster.map((player) => (playerIds.includes(player.playerId) ? { ...player, registered: true, registerDate } : player));
      return ok({ registered: added });
    }
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET').map(({ url, body }) => ({ url, body }));

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  roster = [
    member(),
    member({ playerId: 102, playerName: '이영수', backnumber: '10', position: 'IN', teamRole: 6 }),
    member({ playerId: 103, playerName: '박민호', backnumber: '22', position: 'OU', registered: true, registerDate: '2026-03-02' }),
  ];
  registered = [asRegistered(roster[2], '2026-03-02')];
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('팀 소속 선수', () => {
  it('shows the roster with the registered players checked and fixed, and today (Korean time) as the date', async () => {
    serve();
    renderAdmin(ADDRESS);
    expect(await screen.findByRole('heading', { name: '강서 타이거즈 소속 선수' })).toBeInTheDocument();
    const park = await screen.findByLabelText('박민호 · #22 · 외야수 · 선수 · 등록됨 (2026-03-02)');
    expect(park).toBeChecked();
    expect(park).toBeDisabled();
    expect(screen.getByLabelText('김철수 · #7 · 투수 · 선수')).not.toBeChecked();
    expect(screen.getByLabelText('이영수 · #10 · 내야수 · 선수(주장)')).toBeEnabled();
    expect(screen.getByLabelText('등록일')).toHaveValue(formatDate(Date.now()));
  });

  it('refuses to send without a chosen player', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(ADDRESS);
    await user.click(await screen.findByRole('button', { name: '선택한 선수 등록' }));
    expect(await screen.findByText('등록할 선수를 한 명 이상 선택해 주세요.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('registers the chosen players on the date, then shows the players screen with a notice', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(ADDRESS);
    await user.click(await screen.findByLabelText('김철수 · #7 · 투수 · 선수'));
    await user.click(screen.getByLabelText('이영수 · #10 · 내야수 · 선수(주장)'));
    const date = screen.getByLabelText('등록일');
    await user.clear(date);
    await user.type(date, '2026-04-01');
    await user.click(screen.getByRole('button', { name: '선택한 선수 등록' }));
    await waitFor(() => expect(posts(calls)).toEqual([{ url: `${TEAM}/register`, body: { playerIds: [101, 102], registerDate: '2026-04-01' } }]));
    expect(await screen.findByRole('heading', { name: '강서 타이거즈 등록 선수' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('선수 2명을 등록했습니다 (등록일 2026-04-01).');
    const kim = (await screen.findByRole('link', { name: '김철수' })).closest('tr') as HTMLElement;
    expect(within(kim).getByText('2026-04-01')).toBeInTheDocument();
  });

  it("shows the server's refusal of a date outside the season and stays", async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(ADDRESS);
    await user.click(await screen.findByLabelText('김철수 · #7 · 투수 · 선수'));
    const date = screen.getByLabelText('등록일');
    await user.clear(date);
    await user.type(date, '2026-02-01');
    await user.click(screen.getByRole('button', { name: '선택한 선수 등록' }));
    expect(await screen.findByText('등록일은 시즌 기간(2026-03-01 ~ 2026-11-30) 안의 날짜여야 합니다.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('입력한 내용을 확인해 주세요.');
    expect(posts(calls)).toEqual([{ url: `${TEAM}/register`, body: { playerIds: [101], registerDate: '2026-02-01' } }]);
    expect(screen.getByRole('heading', { name: '강서 타이거즈 소속 선수' })).toBeInTheDocument();
  });
});
