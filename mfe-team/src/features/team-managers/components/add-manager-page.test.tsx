import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { TeamManagerItem, TeamRosterEntry } from '@dugout/contracts';
import { answerFrom, createSession, createTeamManagerCheck, fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderTeam } from '../../../testing/render-team';
import { ADD_FAILED, NO_ACCOUNT_NOTE } from './add-manager-page';

const CHECK = '/api/team/12/admin/can_access/12';
const MANAGERS = '/api/team/12/managers';
const ROSTER = '/api/team/12/players';

const kim: TeamManagerItem = { userId: 12, username: '김철수', email: 'kim@example.com' };
const lee: TeamManagerItem = { userId: 31, username: '이영희', email: 'lee@example.com' };

const rosterEntry = (overrides: Partial<TeamRosterEntry> & Pick<TeamRosterEntry, 'playerId' | 'playerName'>): TeamRosterEntry => ({
  backnumber: null,
  position: null,
  teamRole: 7,
  userId: null,
  ...overrides,
});
// 김철수 is a manager already; 이영희 and 박민수 have accounts; 최강타 was imported without one.
const roster: TeamRosterEntry[] = [
  rosterEntry({ playerId: 101, playerName: '김철수', backnumber: '1', teamRole: 1, userId: 12 }),
  rosterEntry({ playerId: 102, playerName: '이영희', backnumber: '7', teamRole: 6, userId: 31 }),
  rosterEntry({ playerId: 103, playerName: '최강타', backnumber: '10' }),
  rosterEntry({ playerId: 104, playerName: '박민수', backnumber: '23', userId: 44 }),
];

/** The check, the roster and the managers as GETs; every other call answered by `write`. */
const serve = (managers: TeamManagerItem[], write: ApiHandler = () => fail(404)) => {
  const reads = answerFrom({ [CHECK]: createTeamManagerCheck(), [ROSTER]: roster });
  return serveFakeApi((call) => {
    if (call.method !== 'GET') return write(call);
    return call.url === MANAGERS ? ok([...managers]) : reads(call);
  });
};
const candidateRows = async () =>
  within(await screen.findByRole('table', { name: '관리자로 추가할 수 있는 선수' }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('관리자 추가 (add a team manager)', () => {
  it('lists the players with a member account who are not managers, with back number and Korean role', async () => {
    serve([kim]);
    renderTeam('/team/admin/12/manager/add');
    const rows = await candidateRows();
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['7', '이영희', '선수(주장)'],
      ['23', '박민수', '선수'],
    ]);
    expect(screen.queryByRole('button', { name: '김철수 관리자로 추가' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '최강타 관리자로 추가' })).not.toBeInTheDocument();
  });

  it('shows the players without an account apart, greyed, with what they need first', async () => {
    serve([kim]);
    renderTeam('/team/admin/12/manager/add');
    const apart = await screen.findByRole('region', { name: '회원 계정이 없는 선수' });
    expect(apart).toHaveClass('dg-team-managers__no-account');
    expect(within(apart).getByText(NO_ACCOUNT_NOTE)).toBeInTheDocument();
    expect(within(apart).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['최강타 (10)']);
    expect(within(apart).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds the player by his member account and goes back to the refreshed list', async () => {
    const user = userEvent.setup();
    // The server's list changes with the write, as the screen reads it again on the way back.
    const managers = [kim];
    const calls = serve(managers, () => {
      managers.push(lee);
      return ok(managers);
    });
    renderTeam('/team/admin/12/manager/add');
    await candidateRows();
    await user.click(screen.getByRole('button', { name: '이영희 관리자로 추가' }));

    expect(await screen.findByRole('heading', { name: '관리 권한 설정' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '이영희' })).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([expect.objectContaining({ url: '/api/team/12/manager/31', body: undefined })]);
  });

  it('says so when every player with an account is a manager already', async () => {
    serve([kim, lee, { userId: 44, username: '박민수', email: 'park@example.com' }]);
    renderTeam('/team/admin/12/manager/add');
    expect(await screen.findByText('관리자로 추가할 수 있는 선수가 없습니다.')).toBeInTheDocument();
  });

  it.each([
    [400, '이 팀에 선수로 소속된 회원만 관리자로 지정할 수 있습니다.'],
    [409, '이미 이 팀의 관리자인 회원입니다.'],
  ])("stays on the list with the server's Korean %i reason", async (status, reason) => {
    const user = userEvent.setup();
    serve([kim], () => fail(status, reason));
    renderTeam('/team/admin/12/manager/add');
    await candidateRows();
    await user.click(screen.getByRole('button', { name: '박민수 관리자로 추가' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('heading', { name: '관리자 추가' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '박민수 관리자로 추가' })).toBeEnabled();
  });

  it('shows a Korean message of its own when the server fails', async () => {
    const user = userEvent.setup();
    serve([kim], () => fail(500));
    renderTeam('/team/admin/12/manager/add');
    await candidateRows();
    await user.click(screen.getByRole('button', { name: '이영희 관리자로 추가' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADD_FAILED);
  });

  it('offers a retry when the roster cannot be read', async () => {
    serveFakeApi((call) => (call.url === CHECK ? ok(createTeamManagerCheck()) : call.url === MANAGERS ? ok([kim]) : fail(500)));
    renderTeam('/team/admin/12/manager/add');
    expect(await screen.findByText('선수 명단을 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
