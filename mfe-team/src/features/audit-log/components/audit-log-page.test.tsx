import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { AuditEntry, AuditPage } from '@dugout/contracts';
import { answerFrom, createAuditEntry, createSession, createTeamManagerCheck, fail, ok, serveFakeApi } from '@dugout/testing';
import { renderTeam } from '../../../testing/render-team';

const CHECK = '/api/team/12/admin/can_access/12';
const logPath = (page: number) => `/api/team/12/admin/audit?page=${page}&pageSize=20`;

/** 김철수 made 이영희 (user 31) a manager of team 12. */
const entry = (overrides: Partial<AuditEntry>): AuditEntry =>
  createAuditEntry({
    scopeType: 'team',
    scopeId: 12,
    kind: 'teamManager.add',
    objectType: 'teamManager',
    objectId: 31,
    changes: { teamId: { before: null, after: 12 }, userId: { before: null, after: 31 } },
    ...overrides,
  });
const page = (data: AuditEntry[], overrides: Partial<AuditPage> = {}): AuditPage => ({ data, total: data.length, page: 1, pageSize: 20, ...overrides });

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('활동 기록 (team audit log)', () => {
  it('is in the staff group of the side menu', async () => {
    serveFakeApi(answerFrom({ [CHECK]: createTeamManagerCheck(), [logPath(1)]: page([]) }));
    renderTeam('/team/admin/12/dashboard');
    const menu = await screen.findByRole('navigation', { name: '관리 메뉴' });
    expect(within(menu).getByRole('link', { name: '활동 기록' })).toHaveAttribute('href', '/team/admin/12/auditLog');
  });

  it('shows each entry with its Korean time, manager, kind and the changed fields before -> after', async () => {
    serveFakeApi(
      answerFrom({
        [CHECK]: createTeamManagerCheck(),
        [logPath(1)]: page([
          // 23:30 UTC is the next morning in Korea.
          entry({ auditId: 2, createdAt: '2026-05-02T23:30:00Z', username: '이영희', kind: 'teamManager.remove', changes: { userId: { before: 31, after: null } } }),
          entry({ auditId: 1 }),
        ]),
      }),
    );
    renderTeam('/team/admin/12/auditLog');
    expect(await screen.findByRole('heading', { name: '활동 기록' })).toBeInTheDocument();
    expect(await screen.findByText('활동 기록 (총 2건)')).toBeInTheDocument();
    expect(rows().map(cells)).toEqual([
      ['2026-05-03 08:30', '이영희', '팀 관리자 삭제', '회원 번호31 → 없음'],
      ['2026-05-02 09:00', '김철수', '팀 관리자 추가', '팀 번호없음 → 12회원 번호없음 → 31'],
    ]);
    expect(screen.queryByRole('navigation', { name: '활동 기록 쪽' })).not.toBeInTheDocument();
  });

  it('says so when nothing has been recorded yet', async () => {
    serveFakeApi(answerFrom({ [CHECK]: createTeamManagerCheck(), [logPath(1)]: page([]) }));
    renderTeam('/team/admin/12/auditLog');
    expect(await screen.findByText('아직 기록된 활동이 없습니다.')).toBeInTheDocument();
  });

  it('moves between pages of 20, newest page first', async () => {
    const user = userEvent.setup();
    const calls = serveFakeApi(
      answerFrom({
        [CHECK]: createTeamManagerCheck(),
        [logPath(1)]: page([entry({ auditId: 45, username: '최신 관리자' })], { total: 45 }),
        [logPath(2)]: page([entry({ auditId: 25, username: '이전 관리자' })], { total: 45, page: 2 }),
      }),
    );
    renderTeam('/team/admin/12/auditLog');
    expect(await screen.findByText('최신 관리자')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '활동 기록 쪽' });
    expect(within(pager).getByText('1 / 3쪽')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: '이전' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: '다음' }));
    expect(await screen.findByText('이전 관리자')).toBeInTheDocument();
    expect(within(pager).getByText('2 / 3쪽')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(logPath(2));
  });

  it('offers a retry when the log cannot be read', async () => {
    serveFakeApi((call) => (call.url === CHECK ? ok(createTeamManagerCheck()) : fail(500)));
    renderTeam('/team/admin/12/auditLog');
    expect(await screen.findByText('활동 기록을 불러오지 못했습니다')).toBeInTheDocument();
  });
});
