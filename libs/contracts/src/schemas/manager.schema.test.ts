import { validateInput } from './validation-errors';
import { isRolesJson, managerGradePayloadSchema, managerRequestApproveSchema, managerRolesPayloadSchema } from './manager.schema';

describe('manager schemas', () => {
  it('accepts the spec JSON text of role flags only', () => {
    expect(isRolesJson('{"leagueSchedule":true,"leagueGame":false}')).toBe(true);
    expect(isRolesJson('{}')).toBe(true);
    expect(isRolesJson('{"everything":true}')).toBe(false);
    expect(isRolesJson('{"leagueGame":"yes"}')).toBe(false);
    expect(isRolesJson('["leagueGame"]')).toBe(false);
    expect(isRolesJson('not json')).toBe(false);
  });

  it('takes grades 1 to 5 with a Korean message, from JSON numbers or form text', async () => {
    await expect(validateInput(managerGradePayloadSchema, { grade: 2, memo: ' 운영 ' })).resolves.toEqual({ ok: true, value: { grade: 2, memo: '운영' } });
    await expect(validateInput(managerGradePayloadSchema, { grade: '5' })).resolves.toMatchObject({ ok: true, value: { grade: 5 } });
    await expect(validateInput(managerGradePayloadSchema, { grade: 6 })).resolves.toEqual({ ok: false, errors: { grade: '등급은 1~5 중에서 골라 주세요.' } });
  });

  it('requires the request, the member who asked and the grade to approve', async () => {
    const result = await validateInput(managerRequestApproveSchema, {});
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(['grade', 'receiptUserId', 'requestId']);
    await expect(validateInput(managerRolesPayloadSchema, { roles: '{"x":true}' })).resolves.toMatchObject({ ok: false });
  });
});
