import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@dugout/contracts';
import { AuditFilterForm, AuditLogTable, AuditPager, auditLastPage, hasAuditFilters } from './audit-log';

const entry: AuditEntry = {
  auditId: 1,
  userId: 30,
  username: '김철수',
  createdAt: '2026-05-02T09:00:00+09:00',
  scopeType: 'team',
  scopeId: 12,
  kind: 'teamManager.add',
  objectType: 'teamManager',
  objectId: 31,
  changes: { userId: { before: null, after: 31 } },
} as AuditEntry;

describe('audit log pieces', () => {
  it('tells filters from none and counts pages of at least one', () => {
    expect(hasAuditFilters({ page: 2 })).toBe(false);
    expect(hasAuditFilters({ userId: 31, page: 1 })).toBe(true);
    expect(auditLastPage({ data: [], total: 0, page: 1, pageSize: 20 })).toBe(1);
    expect(auditLastPage({ data: [], total: 45, page: 1, pageSize: 20 })).toBe(3);
  });

  it('applies the chosen filters from page 1, and refuses an end day before the start day', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(
      <AuditFilterForm
        filters={{ page: 3 }}
        managers={[{ userId: 31, username: '이영희' }]}
        managerLabel="관리자"
        onSearch={onSearch}
        onReset={jest.fn()}
      />,
    );
    await user.type(screen.getByLabelText('시작일'), '2026-05-31');
    await user.type(screen.getByLabelText('종료일'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    expect(await screen.findByText('종료일은 시작일과 같거나 그 이후여야 합니다.')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('종료일'));
    await user.selectOptions(screen.getByLabelText('관리자'), '이영희');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ from: '2026-05-31', to: undefined, userId: 31, kind: undefined, page: 1 }));
  });

  it('shows each change as its field before -> after, in either style', () => {
    const log = { data: [entry], total: 1, page: 1, pageSize: 20 };
    const headers = { time: '일시', manager: '관리자', changes: '변경 내용' };
    const { rerender } = render(<AuditLogTable log={log} headers={headers} fieldStyle="colon" emptyMessage="없음" objectLabels={{ teamManager: '팀 관리자' }} />);
    expect(screen.getByText('회원 번호: 없음 → 31')).toBeInTheDocument();
    expect(screen.getByText('팀 관리자 #31')).toBeInTheDocument();
    rerender(<AuditLogTable log={log} headers={headers} fieldStyle="bold" emptyMessage="없음" />);
    expect(screen.getByText('회원 번호')).toHaveClass('dg-audit-log__field');
    expect(screen.queryByRole('columnheader', { name: '대상' })).toBeNull();
  });

  it('moves between pages and keeps the ends shut', async () => {
    const user = userEvent.setup();
    const onPage = jest.fn();
    render(<AuditPager label="기록 쪽" page={1} lastPage={2} total={21} onPage={onPage} />);
    const pager = screen.getByRole('navigation', { name: '기록 쪽' });
    expect(within(pager).getByText('1 / 2쪽 (모두 21건)')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: '이전' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: '다음' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
