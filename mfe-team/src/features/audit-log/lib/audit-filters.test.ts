import { hasAuditFilters } from '@dugout/ui';
import { auditFiltersFrom, auditFiltersQuery } from './audit-filters';

describe('audit log filters in the address', () => {
  it('reads every filter and the page', () => {
    const filters = auditFiltersFrom(new URLSearchParams('from=2026-05-01&to=2026-05-31&userId=31&kind=teamManager.add&page=3'));
    expect(filters).toEqual({ from: '2026-05-01', to: '2026-05-31', userId: 31, kind: 'teamManager.add', page: 3 });
    expect(hasAuditFilters(filters)).toBe(true);
  });

  it('leaves out what cannot be a filter and starts at page 1', () => {
    const filters = auditFiltersFrom(new URLSearchParams('from=20260501&to=&userId=0&kind=drop.table&page=x'));
    expect(filters).toEqual({ from: undefined, to: undefined, userId: undefined, kind: undefined, page: 1 });
    expect(hasAuditFilters(filters)).toBe(false);
  });

  it('writes back only what is set, without page 1', () => {
    expect(auditFiltersQuery({ page: 1 })).toEqual({});
    expect(auditFiltersQuery({ from: '2026-05-01', kind: 'teamManager.remove', userId: 31, page: 2 })).toEqual({
      from: '2026-05-01',
      userId: '31',
      kind: 'teamManager.remove',
      page: '2',
    });
  });
});
