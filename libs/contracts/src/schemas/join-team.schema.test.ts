import { teamJoinApproveSchema, teamJoinSearchQuerySchema } from './join-team.schema';
import { validateInput } from './validation-errors';

describe('team join schemas', () => {
  it('approves with one of the team roles of spec section 3, from JSON or form text', async () => {
    await expect(validateInput(teamJoinApproveSchema, { teamRole: 6 })).resolves.toEqual({ ok: true, value: { teamRole: 6 } });
    await expect(validateInput(teamJoinApproveSchema, { teamRole: '1' })).resolves.toEqual({ ok: true, value: { teamRole: 1 } });
    for (const teamRole of [9, 0, '', undefined]) {
      const result = await validateInput(teamJoinApproveSchema, { teamRole });
      expect(result.ok).toBe(false);
    }
  });

  it('searches page 1 of 100 teams by default and never takes a userId', async () => {
    await expect(validateInput(teamJoinSearchQuerySchema, { search: ' 스톰 ', userId: '3' })).resolves.toEqual({
      ok: true,
      value: { search: '스톰', page: 1, pagesize: 100 },
    });
    expect((await validateInput(teamJoinSearchQuerySchema, { pagesize: '101' })).ok).toBe(false);
  });
});
