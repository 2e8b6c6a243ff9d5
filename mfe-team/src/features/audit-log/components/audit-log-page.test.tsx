import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { AuditEntry, AuditPage } from '@dugout/contracts';
import { answerFrom, createAuditEntry, createSession, createTeamManagerCheck, fail, ok, serveFakeApi, type ApiCall } from '@dugout/testing';
import { renderTeam } from '../../../testing/render-team';

const CHECK = '/api/team/12/admin/can_access/12';
const AUDIT = '/api/team/12/admin/audit';
const MANAGERS = '/api/team/12/managers';
const logPath = (page: number) => `${AUDIT}?page=${page}&pageSize=20`;

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

/** Every log page answers with one entry (45 in all); the team has two managers. */
function serveFiltered(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === CHECK) return ok(createTeamManagerCheck());
    if (call.url === MANAGERS) {
      return ok([
        { userId: 30, username: '김철수', email: 'kim@example.com' },
        { userId: 31, username: '이영희', email: 'lee@example.com' },
      ]);
    }
    if (call.url.startsWith(`${AUDIT}?`)) {
      const pageNumber = Number(new URL(call.url, 'http://localhost').searchParams.get('page'));
      return ok(page([entry({ auditId: 100 - pageNumber, username: `${pageNumber}쪽 관리자` })], { total: 45, page: pageNumber }));
    }
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const auditCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.startsWith(`${AUDIT}?`)).map((call) => call.url);

async function openLog(address = '/team/admin/12/auditLog') {
  renderTeam(address);
  await screen.findByText(/쪽 관리자$/);
}

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

  describe('filters', () => {
    it.each([
      ['시작일', async (user: ReturnType<typeof userEvent.setup>) => user.type(screen.getByLabelText('시작일'), '2026-05-01'), 'from=2026-05-01'],
      ['종료일', async (user: ReturnType<typeof userEvent.setup>) => user.type(screen.getByLabelText('종료일'), '2026-05-31'), 'to=2026-05-31'],
      [
        '관리자',
        async (user: ReturnType<typeof userEvent.setup>) => user.selectOptions(screen.getByLabelText('관리자'), await screen.findByRole('option', { name: '이영희' })),
        'userId=31',
      ],
      ['종류', async (user: ReturnType<typeof userEvent.setup>) => user.selectOptions(screen.getByLabelText('종류'), '팀 관리자 삭제'), 'kind=teamManager.remove'],
    ])('asks with %s only', async (_label, choose, query) => {
      const user = userEvent.setup();
      const calls = serveFiltered();
      await openLog();
      expect(auditCalls(calls)).toEqual([logPath(1)]);

      await choose(user);
      await user.click(screen.getByRole('button', { name: '찾기' }));
      await waitFor(() => expect(auditCalls(calls).at(-1)).toBe(`${AUDIT}?${query}&page=1&pageSize=20`));
    });

    it('asks with all of them together and keeps them when moving to the next page', async () => {
      const user = userEvent.setup();
      const calls = serveFiltered();
      await openLog();
      await user.type(screen.getByLabelText('시작일'), '2026-05-01');
      await user.type(screen.getByLabelText('종료일'), '2026-05-31');
      await user.selectOptions(screen.getByLabelText('관리자'), await screen.findByRole('option', { name: '이영희' }));
      await user.selectOptions(screen.getByLabelText('종류'), '팀 관리자 추가');
      await user.click(screen.getByRole('button', { name: '찾기' }));
      const filtered = 'from=2026-05-01&to=2026-05-31&userId=31&kind=teamManager.add';
      await waitFor(() => expect(auditCalls(calls).at(-1)).toBe(`${AUDIT}?${filtered}&page=1&pageSize=20`));

      await user.click(screen.getByRole('button', { name: '다음' }));
      expect(await screen.findByText('2쪽 관리자')).toBeInTheDocument();
      expect(auditCalls(calls).at(-1)).toBe(`${AUDIT}?${filtered}&page=2&pageSize=20`);
      expect(screen.getByLabelText('시작일')).toHaveValue('2026-05-01');
      expect(screen.getByLabelText('관리자')).toHaveValue('31');
    });

    it('are read from the address, so a shared link opens the same list', async () => {
      const user = userEvent.setup();
      const calls = serveFiltered();
      await openLog('/team/admin/12/auditLog?from=2026-05-01&userId=31&kind=teamManager.remove&page=2');
      expect(auditCalls(calls)).toEqual([`${AUDIT}?from=2026-05-01&userId=31&kind=teamManager.remove&page=2&pageSize=20`]);
      expect(screen.getByLabelText('시작일')).toHaveValue('2026-05-01');
      expect(screen.getByLabelText('종류')).toHaveValue('teamManager.remove');
      await waitFor(() => expect(screen.getByLabelText('관리자')).toHaveValue('31'));

      await user.click(screen.getByRole('button', { name: '초기화' }));
      await waitFor(() => expect(auditCalls(calls).at(-1)).toBe(logPath(1)));
      expect(screen.getByLabelText('시작일')).toHaveValue('');
      expect(screen.getByLabelText('관리자')).toHaveValue('');
    });

    it('says in Korean when the end date is before the start date, without asking the server', async () => {
      const user = userEvent.setup();
      const calls = serveFiltered();
      await openLog();
      await user.type(screen.getByLabelText('시작일'), '2026-05-31');
      await user.type(screen.getByLabelText('종료일'), '2026-05-01');
      await user.click(screen.getByRole('button', { name: '찾기' }));
      expect(await screen.findByText('종료일은 시작일과 같거나 그 이후여야 합니다.')).toBeInTheDocument();
      expect(auditCalls(calls)).toEqual([logPath(1)]);
    });

    it('says nothing matched when a filtered search finds nothing', async () => {
      serveFakeApi(
        answerFrom({
          [CHECK]: createTeamManagerCheck(),
          [MANAGERS]: [],
          [`${AUDIT}?kind=team.update&page=1&pageSize=20`]: page([]),
        }),
      );
      renderTeam('/team/admin/12/auditLog?kind=team.update');
      expect(await screen.findByText('조건에 맞는 기록이 없습니다.')).toBeInTheDocument();
    });
  });
});
