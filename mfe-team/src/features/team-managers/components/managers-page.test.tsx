import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { TeamManagerItem } from '@dugout/contracts';
import { answerFrom, createSession, createTeamManagerCheck, fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderTeam } from '../../../testing/render-team';

const CHECK = '/api/team/12/admin/can_access/12';
const MANAGERS = '/api/team/12/managers';
const LAST_MANAGER = '팀에는 관리자가 한 명 이상 있어야 합니다. 다른 관리자를 먼저 지정해 주세요.';

const kim: TeamManagerItem = { userId: 12, username: '김철수', email: 'kim@example.com' };
const lee: TeamManagerItem = { userId: 31, username: '이영희', email: 'lee@example.com' };

/** The check and the list as GETs; every other call answered by `write`. */
const serve = (managers: TeamManagerItem[], write: ApiHandler = () => fail(404)) => {
  const reads = answerFrom({ [CHECK]: createTeamManagerCheck(), [MANAGERS]: managers });
  return serveFakeApi((call) => (call.method === 'GET' ? reads(call) : write(call)));
};
const managerRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** The confirm dialog the remove button opened, which starts with question. */
const confirmDialog = (question: string) => screen.findByRole('alertdialog', { name: (name) => name.startsWith(question) });

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('관리 권한 설정 (team managers)', () => {
  it("lists the team's managers with name and email", async () => {
    serve([kim, lee]);
    renderTeam('/team/admin/12/manager');
    expect(await screen.findByRole('cell', { name: '이영희' })).toBeInTheDocument();
    expect(managerRows().map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['김철수', 'kim@example.com'],
      ['이영희', 'lee@example.com'],
    ]);
    expect(screen.getByRole('link', { name: '관리자 추가' })).toHaveAttribute('href', '/team/admin/12/manager/add');
  });

  it('removes a manager after a Korean confirm and shows the list the server answers', async () => {
    const user = userEvent.setup();
    const calls = serve([kim, lee], () => ok([kim]));
    renderTeam('/team/admin/12/manager');
    await user.click(await screen.findByRole('button', { name: '이영희 삭제' }));
    const dialog = await confirmDialog('이영희 님을 팀 관리자에서 삭제하시겠습니까?');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));

    expect(await screen.findByText('이영희 님을 팀 관리자에서 삭제했습니다.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/team/12/manager/31']);
    expect(screen.queryByRole('cell', { name: '이영희' })).not.toBeInTheDocument();
    expect(managerRows()).toHaveLength(1);
  });

  it('sends nothing when the confirm is cancelled', async () => {
    const user = userEvent.setup();
    const calls = serve([kim, lee], () => ok([kim]));
    renderTeam('/team/admin/12/manager');
    await user.click(await screen.findByRole('button', { name: '이영희 삭제' }));
    await user.click(within(await confirmDialog('이영희 님을')).getByRole('button', { name: '취소' }));
    await user.click(screen.getByRole('button', { name: '이영희 삭제' }));
    await confirmDialog('이영희 님을');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('cell', { name: '이영희' })).toBeInTheDocument();
  });

  it("shows the server's Korean reason when it refuses to remove the last manager", async () => {
    const user = userEvent.setup();
    serve([kim], () => fail(400, LAST_MANAGER));
    renderTeam('/team/admin/12/manager');
    await user.click(await screen.findByRole('button', { name: '김철수 삭제' }));
    await user.click(within(await confirmDialog('김철수 님을')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LAST_MANAGER);
    expect(screen.getByRole('cell', { name: '김철수' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    serveFakeApi((call) => (call.url === CHECK ? ok(createTeamManagerCheck()) : fail(500)));
    renderTeam('/team/admin/12/manager');
    expect(await screen.findByText('관리자 목록을 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
