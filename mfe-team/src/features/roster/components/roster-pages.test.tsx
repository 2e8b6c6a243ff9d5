import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { TeamRosterPlayer, TeamRosterPlayerDetail } from '@dugout/contracts';
import { answerFrom, createSession, createTeamManagerCheck, fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderTeam } from '../../../testing/render-team';

const CHECK = '/api/team/12/admin/can_access/12';
const ROSTER = '/api/team/12/admin/players';
const PLAYER = '/api/team/12/player/7';

const rosterPlayer = (overrides: Partial<TeamRosterPlayer> = {}): TeamRosterPlayer => ({
  playerId: 7,
  playerName: '박투수',
  birthday: '19950101',
  backnumber: '18',
  teamRole: 7,
  position: 'P',
  batThrw: 22,
  status: 'active',
  joinedAt: '2025-03-01',
  userId: null,
  ...overrides,
});
const dormant = rosterPlayer({ playerId: 9, playerName: '최휴면', backnumber: '33', teamRole: 8, position: 'OU', batThrw: 11, status: 'dormant', joinedAt: null });
const detail = (overrides: Partial<TeamRosterPlayerDetail> = {}): TeamRosterPlayerDetail => ({
  ...rosterPlayer(),
  entries: [{ leagueId: 5, leagueName: '토요리그', seasonId: 3, seasonName: '2026 시즌', seasonEndDate: '2026-11-30', registerDate: '2026-03-02', hasGameLines: true }],
  ...overrides,
});

/** GETs from `reads`; every other call answered by `write`. */
const serve = (reads: Record<string, unknown>, write: ApiHandler = () => fail(404)) => {
  const answer = answerFrom({ [CHECK]: createTeamManagerCheck(), ...reads });
  return serveFakeApi((call) => (call.method === 'GET' ? answer(call) : write(call)));
};
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('선수 정보 (the team staff roster)', () => {
  it('lists the roster with back number, role, position, bats/throws, status and joined date', async () => {
    serve({ [ROSTER]: [rosterPlayer(), dormant] });
    renderTeam('/team/admin/12/member');
    expect(await screen.findByRole('link', { name: '박투수' })).toHaveAttribute('href', '/team/admin/12/member/7');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['박투수', '18', '선수', '투수', '우투우타', '활동', '2025-03-01'],
      ['최휴면', '33', '휴면 선수', '외야수', '좌투좌타', '휴면', '-'],
    ]);
    expect(screen.getByRole('region', { name: '선수 명단' })).toBeInTheDocument();
    expect(screen.queryByText('아직 준비 중인 화면입니다.')).not.toBeInTheDocument();
  });

  it('asks the server for dormant players only when the filter says so', async () => {
    const user = userEvent.setup();
    const calls = serve({ [ROSTER]: [rosterPlayer(), dormant], [`${ROSTER}?status=dormant`]: [dormant] });
    renderTeam('/team/admin/12/member');
    await screen.findByRole('link', { name: '박투수' });
    await user.click(screen.getByRole('radio', { name: '휴면' }));
    expect(await screen.findByText('선수 1명')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '박투수' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(`${ROSTER}?status=dormant`);
  });

  it('shows a retry when the roster cannot be read', async () => {
    serve({ [ROSTER]: fail(500, '서버 오류') });
    renderTeam('/team/admin/12/member');
    expect(await screen.findByText('선수 명단을 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});

describe('선수 상세 (edit and remove a roster player)', () => {
  it("shows the player's team data and his league entries", async () => {
    serve({ [PLAYER]: detail() });
    renderTeam('/team/admin/12/member/7');
    expect(await screen.findByRole('heading', { name: '박투수 선수' })).toBeInTheDocument();
    expect(screen.getByLabelText('등번호')).toHaveValue('18');
    expect(screen.getByLabelText('구분')).toHaveValue('7');
    expect(screen.getByLabelText('포지션')).toHaveValue('P');
    expect(screen.getByLabelText('투타')).toHaveValue('22');
    const entries = within(screen.getByRole('region', { name: '리그 엔트리' }));
    expect(entries.getByRole('cell', { name: '2026 시즌 토요리그' })).toBeInTheDocument();
    expect(entries.getByRole('cell', { name: '있음' })).toBeInTheDocument();
  });

  it('saves the edited data as the contract types it', async () => {
    const user = userEvent.setup();
    const calls = serve({ [PLAYER]: detail() }, () => ok(detail({ backnumber: '99', teamRole: 8, status: 'dormant' })));
    renderTeam('/team/admin/12/member/7');
    const number = await screen.findByLabelText('등번호');
    await user.clear(number);
    await user.type(number, '99');
    await user.selectOptions(screen.getByLabelText('구분'), '휴면 선수');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('선수 정보를 저장했습니다.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.url, call.body])).toEqual([
      [PLAYER, { backnumber: '99', teamRole: 8, position: 'P', batThrw: 22 }],
    ]);
  });

  it('checks the back number before sending and shows the server refusal under its field', async () => {
    const user = userEvent.setup();
    const calls = serve({ [PLAYER]: detail() }, () => fail(400, '입력값을 확인해 주세요.', { backnumber: '등번호 2번은 이미 다른 선수가 쓰고 있습니다.' }));
    renderTeam('/team/admin/12/member/7');
    const number = await screen.findByLabelText('등번호');
    await user.clear(number);
    await user.type(number, 'AB');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('등번호는 숫자 3자리 이내로 입력해 주세요.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(number);
    await user.type(number, '2');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('등번호 2번은 이미 다른 선수가 쓰고 있습니다.')).toBeInTheDocument();
  });

  it('removes the player after the shared confirm and goes back to the roster', async () => {
    const user = userEvent.setup();
    const calls = serve({ [PLAYER]: detail(), [ROSTER]: [dormant] }, () => ok({ playerId: 7, leftAt: '2026-11-26' }));
    renderTeam('/team/admin/12/member/7');
    await user.click(await screen.findByRole('button', { name: '명단에서 제외' }));
    const dialog = await screen.findByRole('alertdialog', { name: (name) => name.startsWith('박투수 선수를 팀 명단에서 제외하시겠습니까?') });
    await user.click(within(dialog).getByRole('button', { name: '제외' }));
    expect(await screen.findByText('박투수 선수를 팀 명단에서 제외했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '선수 정보' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([PLAYER]);
  });

  it("keeps the player and shows the server's Korean reason when it refuses", async () => {
    const user = userEvent.setup();
    const reason = '진행 중인 시즌의 리그 엔트리에 등록된 선수입니다. 엔트리 관리에서 먼저 등록을 취소해 주세요 (2026 시즌 토요리그).';
    serve({ [PLAYER]: detail() }, () => fail(400, reason));
    renderTeam('/team/admin/12/member/7');
    await user.click(await screen.findByRole('button', { name: '명단에서 제외' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '제외' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '박투수 선수' })).toBeInTheDocument();
  });

  it('says so when the player is not on the roster', async () => {
    serve({ [PLAYER]: fail(404, '이 팀 명단에 없는 선수입니다.') });
    renderTeam('/team/admin/12/member/7');
    expect(await screen.findByText('팀 명단에 없는 선수입니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/team/admin/12/member');
  });
});
