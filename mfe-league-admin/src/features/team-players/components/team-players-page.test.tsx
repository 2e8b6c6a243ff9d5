import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { RegisteredPlayer } from '@dugout/contracts';
import { createLeague, createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi, type ApiCall } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const TEAM = '/api/league/admin/league/31/team/7';
const ADDRESS = '/league/gangseo/admin/teams/3/31/7/players';

const registered = (overrides: Partial<RegisteredPlayer> = {}): RegisteredPlayer => ({
  playerId: 101,
  playerName: '김철수',
  birthday: '19900101',
  backnumber: '7',
  position: 'P',
  registerDate: '2026-03-02',
  doubleRegistered: false,
  otherRegistrations: [],
  hasGameLines: false,
  ...overrides,
});

let players: RegisteredPlayer[];

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/season/3/league') return ok([createLeague()]);
    if (call.url === '/api/league/admin/league/31/registrations') {
      return ok([{ teamId: 7, teamName: '강서 타이거즈', logoImg: null, registeredCount: players.length, rosterCount: 18 }]);
    }
    if (call.url === `${TEAM}/players`) return ok(players);
    if (call.method === 'PATCH' && call.url === `${TEAM}/register/101`) {
      const { registerDate } = call.body as { registerDate: string };
      if (registerDate > '2026-11-30') return fail(400, '입력한 내용을 확인해 주세요.', { registerDate: '등록일은 시즌 기간(2026-03-01 ~ 2026-11-30) 안의 날짜여야 합니다.' });
      return ok({ ...players[0], registerDate });
    }
    if (call.method === 'DELETE' && call.url === `${TEAM}/102`) return fail(400, '이 리그에 경기 기록이 있는 선수는 등록을 취소할 수 없습니다.');
    if (call.method === 'DELETE' && call.url === `${TEAM}/101`) return ok(1);
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  players = [
    registered(),
    registered({
      playerId: 102,
      playerName: '이영수',
      backnumber: '10',
      position: 'IN',
      registerDate: null,
      doubleRegistered: true,
      otherRegistrations: [{ leagueId: 32, leagueName: '토요 2부', teamId: 9, teamName: '강서 이글스' }],
      hasGameLines: true,
    }),
  ];
});

afterEach(() => {
  useAuthStore.getState().logout();
});

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('팀 선수 목록', () => {
  it('lists the registered players with date, double registration and the removal refused while there are game lines', async () => {
    serve();
    renderAdmin(ADDRESS);
    expect(await screen.findByRole('heading', { name: '강서 타이거즈 등록 선수' })).toBeInTheDocument();
    const kim = await rowOf('김철수');
    expect(within(kim).getByRole('link', { name: '김철수' })).toHaveAttribute('href', `${ADDRESS}/101`);
    expect(within(kim).getByText('투수')).toBeInTheDocument();
    expect(within(kim).getByText('2026-03-02')).toBeInTheDocument();
    expect(within(kim).queryByText('이중 등록')).not.toBeInTheDocument();
    expect(within(kim).getByRole('button', { name: '김철수 등록 삭제' })).toBeEnabled();

    const lee = await rowOf('이영수');
    expect(within(lee).getByText('내야수')).toBeInTheDocument();
    expect(within(lee).getByText('날짜 없음')).toBeInTheDocument();
    expect(within(lee).getByText('이중 등록')).toBeInTheDocument();
    expect(lee).toHaveTextContent('강서 이글스 (토요 2부)');
    expect(within(lee).getByRole('button', { name: '이영수 등록 삭제' })).toBeDisabled();
    expect(within(lee).getByText('경기 기록이 있어 삭제할 수 없습니다.')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: '소속 선수 등록하기' })).toHaveAttribute('href', '/league/gangseo/admin/teams/3/31/7/teamplayers');
    expect(screen.getByRole('link', { name: '팀 목록으로' })).toHaveAttribute('href', '/league/gangseo/admin/teams/3/31');
  });

  it('changes a registration date in place (PATCH) and shows the refusal of a date outside the season', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(ADDRESS);
    const kim = await rowOf('김철수');
    await user.click(within(kim).getByRole('button', { name: '김철수 등록일 변경' }));
    const input = within(kim).getByLabelText('김철수 등록일');
    expect(input).toHaveValue('2026-03-02');

    await user.clear(input);
    await user.click(within(kim).getByRole('button', { name: '저장' }));
    expect(await within(kim).findByRole('alert')).toHaveTextContent('등록일을 입력해 주세요.');
    expect(writes(calls)).toEqual([]);

    await user.type(input, '2026-12-25');
    await user.click(within(kim).getByRole('button', { name: '저장' }));
    expect(await within(kim).findByText('등록일은 시즌 기간(2026-03-01 ~ 2026-11-30) 안의 날짜여야 합니다.')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '2026-04-05');
    await user.click(within(kim).getByRole('button', { name: '저장' }));
    expect(await within(kim).findByText('2026-04-05')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('김철수 선수의 등록일을 2026-04-05(으)로 바꿨습니다.');
    expect(writes(calls)).toEqual([
      { method: 'PATCH', url: `${TEAM}/register/101`, body: { registerDate: '2026-12-25' } },
      { method: 'PATCH', url: `${TEAM}/register/101`, body: { registerDate: '2026-04-05' } },
    ]);
  });

  it('removes a registration after a confirmation; cancelling sends nothing', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(ADDRESS);
    const kim = await rowOf('김철수');
    await user.click(within(kim).getByRole('button', { name: '김철수 등록 삭제' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('김철수 선수의 이 리그 등록을 삭제할까요?');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(writes(calls)).toEqual([]);

    await user.click(within(kim).getByRole('button', { name: '김철수 등록 삭제' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'DELETE', url: `${TEAM}/101`, body: undefined }]));
    expect(await screen.findByRole('status')).toHaveTextContent('김철수 선수의 등록을 삭제했습니다.');
    expect(screen.queryByRole('link', { name: '김철수' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a removal", async () => {
    // The list says no game lines, the server knows better (a game was just entered).
    players = [registered({ playerId: 102, playerName: '이영수' })];
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(ADDRESS);
    const lee = await rowOf('이영수');
    await user.click(within(lee).getByRole('button', { name: '이영수 등록 삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('이 리그에 경기 기록이 있는 선수는 등록을 취소할 수 없습니다.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'DELETE', url: `${TEAM}/102`, body: undefined }]);
    expect(screen.getByRole('link', { name: '이영수' })).toBeInTheDocument();
  });
});
