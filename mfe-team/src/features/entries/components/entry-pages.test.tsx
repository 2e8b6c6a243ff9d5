import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { TeamEntryPlayer, TeamLeague, TeamLeagueEntry } from '@dugout/contracts';
import { answerFrom, createSession, createTeamManagerCheck, fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderTeam } from '../../../testing/render-team';

const CHECK = '/api/team/12/admin/can_access/12';
const LEAGUES = '/api/team/12/leagues';
const ENTRY = '/api/team/12/entry/5';

const league = (overrides: Partial<TeamLeague> = {}): TeamLeague => ({
  leagueId: 5,
  leagueName: '토요리그',
  seasonId: 3,
  seasonName: '2026 시즌',
  active: true,
  beginDate: '2026-03-01',
  endDate: '2026-11-30',
  mainId: 2,
  mainName: '강서리그',
  leaguePath: 'gangseo',
  registeredCount: 2,
  ...overrides,
});
const entryPlayer = (overrides: Partial<TeamEntryPlayer> = {}): TeamEntryPlayer => ({
  playerId: 7,
  playerName: '박투수',
  birthday: '19950101',
  backnumber: '18',
  position: 'P',
  teamRole: 7,
  registered: true,
  registerDate: '2026-03-02',
  hasGameLines: false,
  reasons: [],
  ...overrides,
});
const played = entryPlayer({ playerId: 8, playerName: '김포수', backnumber: '2', position: 'C', hasGameLines: true });
const waiting = entryPlayer({
  playerId: 10,
  playerName: '이신입',
  backnumber: '40',
  registered: false,
  registerDate: null,
});
const barred = entryPlayer({
  playerId: 11,
  playerName: '정선출',
  backnumber: '51',
  registered: false,
  registerDate: null,
  reasons: [{ code: 'proType', message: '고등학교 선출 선수는 이 리그에 출전할 수 없습니다.' }],
});
const entry = (overrides: Partial<TeamLeagueEntry> = {}): TeamLeagueEntry => ({
  league: league(),
  eligibility: { waitDays: 7, allowedProTypes: [0], allowedProTypeMiddles: [0, 1, 2] },
  onDate: '2026-05-01',
  registered: [entryPlayer(), played],
  available: [waiting, barred],
  ...overrides,
});

const serve = (reads: Record<string, unknown>, write: ApiHandler = () => fail(404)) => {
  const answer = answerFrom({ [CHECK]: createTeamManagerCheck(), ...reads });
  return serveFakeApi((call) => (call.method === 'GET' ? answer(call) : write(call)));
};
const rowsOf = (label: string) => within(screen.getByRole('region', { name: label })).getAllByRole('row').slice(1);
const texts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('엔트리 관리 (leagues of the season)', () => {
  it('lists the leagues of this season with their entry counts and links to each entry', async () => {
    serve({ [LEAGUES]: [league()] });
    renderTeam('/team/admin/12/entry');
    expect(await screen.findByRole('link', { name: '토요리그 엔트리 관리' })).toHaveAttribute('href', '/team/admin/12/entry/form/5');
    expect(texts(rowsOf('참가 리그')[0] as HTMLElement).slice(0, 4)).toEqual(['토요리그', '강서리그 2026 시즌', '2026-03-01 ~ 2026-11-30', '2명']);
  });

  it('says when the team plays in no league this season', async () => {
    serve({ [LEAGUES]: [] });
    renderTeam('/team/admin/12/entry');
    expect(await screen.findByText('이번 시즌에 참가한 리그가 없습니다. 리그 참가 신청에서 먼저 신청해 주세요.')).toBeInTheDocument();
  });
});

describe('엔트리 등록 (one league entry)', () => {
  it('shows the rules, the registered players with eligibility and the roster to add from', async () => {
    serve({ [ENTRY]: entry() });
    renderTeam('/team/admin/12/entry/form/5');
    expect(await screen.findByRole('heading', { name: '토요리그 엔트리' })).toBeInTheDocument();
    expect(screen.getByText(/등록 후 7일이 지나야 출전할 수 있습니다\. 고등학교 선출, 고등학교 선출\(기타\) 선수는 출전할 수 없습니다\./)).toBeInTheDocument();
    expect(rowsOf('등록 선수').map((row) => texts(row).slice(0, 5))).toEqual([
      ['박투수', '18', '투수', '2026-03-02', '출전 가능'],
      ['김포수', '2', '포수', '2026-03-02', '출전 가능'],
    ]);
    expect(screen.getByRole('button', { name: '김포수 빼기' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '박투수 빼기' })).toBeEnabled();
    expect(rowsOf('추가할 수 있는 선수').map((row) => texts(row).slice(0, 4))).toEqual([
      ['이신입', '40', '투수', '출전 가능'],
      ['정선출', '51', '투수', '고등학교 선출 선수는 이 리그에 출전할 수 없습니다.'],
    ]);
    expect(screen.getByRole('button', { name: '정선출 추가' })).toBeDisabled();
  });

  it('adds a player and shows the entry the server answers', async () => {
    const user = userEvent.setup();
    const after = entry({ registered: [entryPlayer(), played, { ...waiting, registered: true, registerDate: '2026-05-01' }], available: [barred] });
    const calls = serve({ [ENTRY]: entry(), [LEAGUES]: [league()] }, () => ok(after));
    renderTeam('/team/admin/12/entry/form/5');
    await user.click(await screen.findByRole('button', { name: '이신입 추가' }));
    expect(await screen.findByText('이신입 선수를 엔트리에 등록했습니다.')).toBeInTheDocument();
    expect(rowsOf('등록 선수')).toHaveLength(3);
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.url, call.body])).toEqual([[ENTRY, { playerId: 10 }]]);
  });

  it('takes a player out after the shared confirm', async () => {
    const user = userEvent.setup();
    const calls = serve({ [ENTRY]: entry(), [LEAGUES]: [league()] }, () => ok(entry({ registered: [played], available: [entryPlayer({ registered: false }), waiting, barred] })));
    renderTeam('/team/admin/12/entry/form/5');
    await user.click(await screen.findByRole('button', { name: '박투수 빼기' }));
    const dialog = await screen.findByRole('alertdialog', { name: (name) => name.startsWith('박투수 선수를 이 리그 엔트리에서 빼시겠습니까?') });
    await user.click(within(dialog).getByRole('button', { name: '빼기' }));
    expect(await screen.findByText('박투수 선수를 엔트리에서 뺐습니다.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.url)).toEqual(['/api/team/12/league/5/player/7']);
  });

  it("shows the server's Korean reason when it refuses a change", async () => {
    const user = userEvent.setup();
    serve({ [ENTRY]: entry() }, () => fail(400, '입력값을 확인해 주세요.', { playerId: '휴면 선수는 엔트리에 등록할 수 없습니다. 선수 정보에서 구분을 먼저 바꿔 주세요.' }));
    renderTeam('/team/admin/12/entry/form/5');
    await user.click(await screen.findByRole('button', { name: '이신입 추가' }));
    expect(await screen.findByText('휴면 선수는 엔트리에 등록할 수 없습니다. 선수 정보에서 구분을 먼저 바꿔 주세요.')).toBeInTheDocument();
  });

  it('locks the entry of a season that is over', async () => {
    serve({ [ENTRY]: entry({ onDate: '2026-12-01' }) });
    renderTeam('/team/admin/12/entry/form/5');
    expect(await screen.findByText('끝난 시즌이라 엔트리를 바꿀 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '박투수 빼기' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '이신입 추가' })).toBeDisabled();
  });

  it('says so for a league the team is not in', async () => {
    serve({ [ENTRY]: fail(404, '이 팀이 참가한 리그가 아닙니다.') });
    renderTeam('/team/admin/12/entry/form/5');
    expect(await screen.findByText('이 팀이 참가한 리그가 아닙니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });
});
