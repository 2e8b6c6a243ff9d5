import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import {
  createAuditEntry,
  createLeagueBase,
  createLeagueManager,
  createLeagueManagerCheck,
  createSession,
  fail,
  ok,
  serveFakeApi,
  type ApiCall,
  type ApiReply,
} from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const AUDIT = '/api/league/admin/main/2/audit';

let answerAudit: (url: string) => ApiReply;

function serve(check = createLeagueManagerCheck()): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(check);
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/admin/main/2/managers') {
      return ok([createLeagueManager(), createLeagueManager({ userId: 21, username: '박민수', grade: 3, gradeName: '실무 관리자' })]);
    }
    if (call.url.startsWith(AUDIT)) return answerAudit(call.url);
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const auditCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.startsWith(AUDIT)).map((call) => call.url);
const logTable = () => within(screen.getByRole('region', { name: '기록' }));

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  answerAudit = (url) =>
    ok({
      data: url.includes('page=2')
        ? [createAuditEntry({ auditId: 1, kind: 'managerRequest.approve', objectType: 'managerRequest', objectId: 7, changes: { status: { before: 1, after: 2 } } })]
        : [createAuditEntry({ auditId: 2, createdAt: '2026-05-02T00:30:00Z', changes: { grade: { before: 5, after: 3 }, memo: { before: null, after: '일정 담당' } } })],
      total: 21,
      page: url.includes('page=2') ? 2 : 1,
      pageSize: 20,
    });
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('활동 기록', () => {
  it('is in the member management menu of a grade-1 manager', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/auditLog');
    expect(await screen.findByRole('heading', { name: '활동 기록' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '관리 메뉴' });
    expect(within(menu).getByRole('link', { name: '활동 기록' })).toHaveAttribute('href', '/league/gangseo/admin/auditLog');
  });

  it('lists the newest entries in Korean time with the kind label and the changed fields', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/auditLog');
    await screen.findByRole('heading', { name: '활동 기록' });
    const row = (await logTable().findByText('2026-05-02 09:30')).closest('tr') as HTMLElement;
    expect(within(row).getByText('김철수')).toBeInTheDocument();
    expect(within(row).getByText('관리자 등급 변경')).toBeInTheDocument();
    expect(within(row).getByText('운영진 #21')).toBeInTheDocument();
    expect(within(row).getByText('등급: 5 → 3')).toBeInTheDocument();
    expect(within(row).getByText('메모: 없음 → 일정 담당')).toBeInTheDocument();
    expect(logTable().getByText('1 / 2쪽 (모두 21건)')).toBeInTheDocument();
  });

  it('asks with the chosen filters and pages on', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/auditLog');
    await screen.findByRole('heading', { name: '활동 기록' });
    await logTable().findByText('2026-05-02 09:30');
    expect(auditCalls(calls)).toEqual([`${AUDIT}?page=1`]);

    await user.type(screen.getByLabelText('시작일'), '2026-05-01');
    await user.type(screen.getByLabelText('종료일'), '2026-05-31');
    await user.selectOptions(await screen.findByLabelText('운영진'), await screen.findByRole('option', { name: '박민수' }));
    await user.selectOptions(screen.getByLabelText('종류'), '관리자 등급 변경');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    const filtered = `${AUDIT}?from=2026-05-01&to=2026-05-31&userId=21&kind=manager.grade&page=1`;
    await logTable().findByText('2026-05-02 09:30');
    expect(auditCalls(calls)).toContain(filtered);

    await user.click(logTable().getByRole('button', { name: '다음' }));
    expect(await logTable().findByText('관리자 신청 승인')).toBeInTheDocument();
    expect(logTable().getByText('운영진 신청 #7')).toBeInTheDocument();
    expect(auditCalls(calls).at(-1)).toBe(`${AUDIT}?from=2026-05-01&to=2026-05-31&userId=21&kind=manager.grade&page=2`);
  });

  it('says in Korean when the end day is before the start day, without asking the server', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/auditLog');
    await screen.findByRole('heading', { name: '활동 기록' });
    await logTable().findByText('2026-05-02 09:30');
    await user.type(screen.getByLabelText('시작일'), '2026-05-31');
    await user.type(screen.getByLabelText('종료일'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    expect(await screen.findByText('종료일은 시작일과 같거나 그 이후여야 합니다.')).toBeInTheDocument();
    expect(auditCalls(calls)).toEqual([`${AUDIT}?page=1`]);
  });

  it('shows the server refusal in Korean', async () => {
    answerAudit = () => fail(400, '알 수 없는 기록 종류입니다.');
    serve();
    renderAdmin('/league/gangseo/admin/auditLog');
    expect(await screen.findByText('알 수 없는 기록 종류입니다.')).toBeInTheDocument();
  });

  it('is not offered to a grade-5 manager', async () => {
    const calls = serve(createLeagueManagerCheck({ grade: 5, role: '{}' }));
    renderAdmin('/league/gangseo/admin/auditLog');
    expect(await screen.findByText(/이 화면을 사용할 권한이 없습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '활동 기록' })).not.toBeInTheDocument();
    expect(auditCalls(calls)).toEqual([]);
  });
});
