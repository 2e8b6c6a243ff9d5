import { auditQuerySchema, AUDIT_PAGE_SIZE_DEFAULT } from './audit-query.schema';
import { validateInput } from './validation-errors';

describe('the audit log filters', () => {
  it('reads query text into numbers and days, with the first page of 20 by default', async () => {
    await expect(validateInput(auditQuerySchema, { from: '2026-05-01', to: '2026-05-31', userId: '7', kind: 'manager.grade' })).resolves.toEqual({
      ok: true,
      value: { from: '2026-05-01', to: '2026-05-31', userId: 7, kind: 'manager.grade', page: 1, pageSize: AUDIT_PAGE_SIZE_DEFAULT },
    });
    await expect(validateInput(auditQuerySchema, { from: '', kind: '' })).resolves.toEqual({ ok: true, value: { page: 1, pageSize: 20 } });
  });

  it('names each bad filter in Korean', async () => {
    const result = await validateInput(auditQuerySchema, { from: '2026-02-30', to: '20260301', userId: '0', kind: 'drop.table', page: 'x', pageSize: '500' });
    expect(result).toEqual({
      ok: false,
      errors: {
        from: '존재하지 않는 날짜입니다.',
        to: '종료일은(는) YYYY-MM-DD 형식으로 입력해 주세요.',
        userId: '0보다 큰 값을 입력해 주세요.',
        kind: '알 수 없는 기록 종류입니다.',
        page: '숫자를 입력해 주세요.',
        pageSize: '100 이하의 값을 입력해 주세요.',
      },
    });
  });

  it('refuses an end day before the start day', async () => {
    await expect(validateInput(auditQuerySchema, { from: '2026-05-02', to: '2026-05-01' })).resolves.toEqual({
      ok: false,
      errors: { to: '종료일은 시작일과 같거나 그 이후여야 합니다.' },
    });
  });
});
