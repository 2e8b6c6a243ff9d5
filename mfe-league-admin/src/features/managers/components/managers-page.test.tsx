import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { LeagueManagerItem, ManagerRequestItem } from '@dugout/contracts';
import {
  createLeagueBase,
  createLeagueManager,
  createLeagueManagerCheck,
  createManagerRequest,
  createSession,
  fail,
  ok,
  serveFakeApi,
  type ApiCall,
  type ApiReply,
} from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const MAIN = '/api/league/admin/main/2';
const LAST_HEAD = '마지막 총괄 관리자는 등급을 내리거나 삭제할 수 없습니다.';

let managers: LeagueManagerItem[];
let requests: ManagerRequestItem[];
/** A write's answer, when a test wants the server to refuse it. */
let refuse: ((call: ApiCall) => ApiReply | undefined) | undefined;

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    const refusal = call.method === 'GET' ? undefined : refuse?.(call);
    if (refusal) return refusal;
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === `${MAIN}/managers`) return ok(managers);
    if (call.url === `${MAIN}/requestManagers`) return ok(requests);
    // The write went through: the test has already put the new state in managers and requests.
    if (call.method === 'DELETE') return ok(1);
    if (call.method !== 'GET') return ok(managers[0]);
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));
const managerTable = () => within(screen.getByRole('region', { name: '운영진 목록' }));
const requestTable = () => within(screen.getByRole('region', { name: '운영진 신청' }));
/** Answers the confirm dialog (the one that starts with question) that the last click opened. */
async function answerConfirm(user: ReturnType<typeof userEvent.setup>, question: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: (name) => name.startsWith(question) });
  await user.click(within(dialog).getByRole('button', { name: button }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  managers = [
    createLeagueManager(),
    createLeagueManager({ userId: 21, username: '박민수', email: 'park@example.com', grade: 5, gradeName: '기록원', memo: '토요일 기록' }),
  ];
  requests = [createManagerRequest()];
  refuse = undefined;
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('운영진 관리', () => {
  it('lists the managers with grade and memo, and the pending requests', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/managers');
    expect(await screen.findByRole('heading', { name: '운영진 관리' })).toBeInTheDocument();
    const park = (await managerTable().findByText('박민수')).closest('tr') as HTMLElement;
    expect(within(park).getByText('park@example.com')).toBeInTheDocument();
    expect(within(park).getByText('5등급 · 기록원')).toBeInTheDocument();
    expect(within(park).getByText('토요일 기록')).toBeInTheDocument();
    const lee = (await requestTable().findByText('이영희')).closest('tr') as HTMLElement;
    expect(within(lee).getByText('기록원으로 돕고 싶습니다.')).toBeInTheDocument();
    expect(within(lee).getByText('2026-03-01 10:00')).toBeInTheDocument();
  });

  it('changes a grade and memo, sends them and shows the refreshed list', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/managers');
    await user.click(await screen.findByRole('group', { name: '박민수 관리' }).then((row) => within(row).getByRole('button', { name: '등급·메모 변경' })));
    const dialog = screen.getByRole('dialog', { name: '박민수 님의 등급·메모 변경' });
    await user.selectOptions(within(dialog).getByLabelText('등급'), '3');
    await user.clear(within(dialog).getByLabelText('메모'));
    await user.type(within(dialog).getByLabelText('메모'), '일정 담당');
    managers = [managers[0], { ...managers[1], grade: 3, gradeName: '실무 관리자', memo: '일정 담당' }];
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([{ method: 'PATCH', url: `${MAIN}/manager/21/grade`, body: { grade: 3, memo: '일정 담당' } }]);
    expect(await managerTable().findByText('3등급 · 실무 관리자')).toBeInTheDocument();
    expect(managerTable().getByText('일정 담당')).toBeInTheDocument();
  });

  it('shows in Korean why the last grade-1 manager cannot be demoted, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    serve();
    refuse = () => fail(400, LAST_HEAD);
    renderAdmin('/league/gangseo/admin/managers');
    const own = await screen.findByRole('group', { name: '김철수 관리' });
    await user.click(within(own).getByRole('button', { name: '등급·메모 변경' }));
    const dialog = screen.getByRole('dialog', { name: '김철수 님의 등급·메모 변경' });
    await user.selectOptions(within(dialog).getByLabelText('등급'), '2');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LAST_HEAD);
  });

  it('removes a manager after a Korean confirmation, and says why when the server refuses', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/managers');

    const own = await screen.findByRole('group', { name: '김철수 관리' });
    refuse = () => fail(400, LAST_HEAD);
    await user.click(within(own).getByRole('button', { name: '삭제' }));
    await answerConfirm(user, '김철수 님을 운영진에서 삭제할까요?', '삭제');
    expect(await within(own).findByRole('alert')).toHaveTextContent(LAST_HEAD);

    refuse = undefined;
    const park = screen.getByRole('group', { name: '박민수 관리' });
    managers = [managers[0]];
    await user.click(within(park).getByRole('button', { name: '삭제' }));
    await answerConfirm(user, '박민수 님을 운영진에서 삭제할까요? 삭제하면 관리 화면에 들어올 수 없습니다.', '삭제');
    await waitFor(() => expect(managerTable().queryByText('박민수')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([
      { method: 'DELETE', url: `${MAIN}/manager/12`, body: undefined },
      { method: 'DELETE', url: `${MAIN}/manager/21`, body: undefined },
    ]);
  });

  it('does nothing when the removal is not confirmed', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/managers');
    await user.click(within(await screen.findByRole('group', { name: '박민수 관리' })).getByRole('button', { name: '삭제' }));
    await answerConfirm(user, '박민수 님을 운영진에서 삭제할까요', '취소');
    await user.click(within(screen.getByRole('group', { name: '박민수 관리' })).getByRole('button', { name: '삭제' }));
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(managerTable().getByText('박민수')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('approves a request with a grade and memo; the member joins the managers', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/managers');
    await user.click(within(await screen.findByRole('group', { name: '이영희 신청 처리' })).getByRole('button', { name: '승인' }));
    const dialog = screen.getByRole('dialog', { name: '이영희 님의 운영진 신청 승인' });
    await user.selectOptions(within(dialog).getByLabelText('등급'), '5');
    await user.type(within(dialog).getByLabelText('메모'), '일요일 기록');
    requests = [];
    managers = [...managers, createLeagueManager({ userId: 31, username: '이영희', email: 'lee@example.com', grade: 5, gradeName: '기록원', memo: '일요일 기록' })];
    await user.click(within(dialog).getByRole('button', { name: '승인' }));

    expect(await requestTable().findByText('대기 중인 운영진 신청이 없습니다.')).toBeInTheDocument();
    expect(managerTable().getByText('이영희')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', url: `${MAIN}/requestManager/approve`, body: { requestId: 7, receiptUserId: 31, grade: 5, memo: '일요일 기록' } },
    ]);
  });

  it('rejects a request after a Korean confirmation', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/managers');
    const row = await screen.findByRole('group', { name: '이영희 신청 처리' });
    refuse = () => fail(400, '이미 처리된 관리자 신청입니다.');
    await user.click(within(row).getByRole('button', { name: '거절' }));
    await answerConfirm(user, '이영희 님의 운영진 신청을 거절할까요', '거절');
    expect(await within(row).findByRole('alert')).toHaveTextContent('이미 처리된 관리자 신청입니다.');

    refuse = undefined;
    requests = [];
    await user.click(within(row).getByRole('button', { name: '거절' }));
    await answerConfirm(user, '이영희 님의 운영진 신청을 거절할까요', '거절');
    expect(await requestTable().findByText('대기 중인 운영진 신청이 없습니다.')).toBeInTheDocument();
    expect(writes(calls).at(-1)).toEqual({ method: 'POST', url: `${MAIN}/requestManager/reject`, body: { requestId: 7, receiptUserId: 31 } });
  });
});
