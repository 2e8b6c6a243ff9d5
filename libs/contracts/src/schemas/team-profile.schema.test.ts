import { TEAM_PROFILE_LIMITS, TEAM_PROFILE_MESSAGES as M, teamLogoProblem, teamProfileFormSchema } from './team-profile.schema';
import { validateInput } from './validation-errors';

const check = (input: Record<string, unknown>) => validateInput(teamProfileFormSchema, input);

describe('teamProfileFormSchema', () => {
  it('keeps the given fields trimmed and stores empty ones as null', async () => {
    const result = await check({ teamName: ' 성수 썬더스 ', director: ' ', managerName: '박매니저', estbDt: '', homeGround: '성수 구장', introduction: '첫 줄\r\n둘째 줄\u0007' });
    expect(result).toEqual({
      ok: true,
      value: { teamName: '성수 썬더스', director: null, managerName: '박매니저', estbDt: null, homeGround: '성수 구장', introduction: '첫 줄\n둘째 줄' },
    });
  });

  it.each([
    ['no name', { teamName: '' }, 'teamName', M.teamNameRequired],
    ['a one-letter name', { teamName: '가' }, 'teamName', M.teamNameLength],
    ['a too long name', { teamName: '가'.repeat(TEAM_PROFILE_LIMITS.teamNameMax + 1) }, 'teamName', M.teamNameLength],
    ['a date with slashes', { teamName: '팀이름', estbDt: '2023/01/01' }, 'estbDt', M.estbDtFormat],
    ['a day that does not exist', { teamName: '팀이름', estbDt: '2023-02-29' }, 'estbDt', M.estbDtNotReal],
    ['a founding date in the future', { teamName: '팀이름', estbDt: '2999-01-01' }, 'estbDt', M.estbDtInFuture],
    ['a too long introduction', { teamName: '팀이름', introduction: '가'.repeat(TEAM_PROFILE_LIMITS.introductionMax + 1) }, 'introduction', M.introductionMax],
  ])('refuses %s with a Korean message on its field', async (_label, input, field, message) => {
    const result = await check(input);
    expect(result.ok ? {} : result.errors).toMatchObject({ [field]: message });
  });
});

describe('teamLogoProblem', () => {
  it('accepts no file or a small image, refuses other types and big files', () => {
    expect(teamLogoProblem(null)).toBeNull();
    expect(teamLogoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(teamLogoProblem({ type: 'image/svg+xml', size: 1000 })).toBe(M.logoNotImage);
    expect(teamLogoProblem({ type: 'image/jpeg', size: TEAM_PROFILE_LIMITS.logoMaxBytes + 1 })).toBe(M.logoTooLarge);
  });
});
