import { auditChanges, toAuditValue } from './audit-changes';

describe('the changed fields of an admin write', () => {
  it('keeps only the fields whose value changed, with both values', () => {
    expect(auditChanges({ grade: 3, memo: '총무', mainId: 1 }, { grade: 1, memo: '총무', mainId: 1 })).toEqual({
      grade: { before: 3, after: 1 },
    });
  });

  it('gives nothing for a write that changed nothing', () => {
    expect(auditChanges({ grade: 2, roles: ['leagueGame'] }, { grade: 2, roles: ['leagueGame'] })).toEqual({});
  });

  it('records every field of a creation as after and of a removal as before', () => {
    expect(auditChanges(null, { grade: 5, memo: null })).toEqual({ grade: { before: null, after: 5 } });
    expect(auditChanges({ grade: 5, memo: '기록' }, null)).toEqual({ grade: { before: 5, after: null }, memo: { before: '기록', after: null } });
  });

  it('compares dates by instant and objects by content, not by key order or identity', () => {
    const at = '2026-05-02T00:00:00.000Z';
    expect(auditChanges({ time: new Date(at), flags: { a: true, b: false } }, { time: new Date(at), flags: { b: false, a: true } })).toEqual({});
    expect(auditChanges({ time: new Date(at) }, { time: new Date('2026-05-02T01:00:00.000Z') })).toEqual({
      time: { before: at, after: '2026-05-02T01:00:00.000Z' },
    });
    expect(auditChanges({ roles: ['leagueGame'] }, { roles: ['leagueGame', 'leagueSchedule'] })).toEqual({
      roles: { before: ['leagueGame'], after: ['leagueGame', 'leagueSchedule'] },
    });
  });

  it('treats a missing field and null alike', () => {
    expect(auditChanges({ memo: null }, {})).toEqual({});
    expect(auditChanges({}, { memo: '새 메모' })).toEqual({ memo: { before: null, after: '새 메모' } });
  });

  it('compares only the named fields when given', () => {
    expect(auditChanges({ grade: 1, passwordHash: 'a' }, { grade: 2, passwordHash: 'b' }, ['grade'])).toEqual({ grade: { before: 1, after: 2 } });
  });

  it('keeps JSON values only', () => {
    expect(toAuditValue({ n: Number.NaN, big: 10n, set: new Set([1, 2]), skip: undefined, fn: () => 1 })).toEqual({ n: null, big: '10', set: [1, 2] });
  });
});
