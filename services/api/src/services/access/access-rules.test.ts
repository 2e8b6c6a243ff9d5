import { LeagueManagerGrade, type LeagueManagerAccessRights } from '@dugout/contracts';
import { ACCESS_MESSAGES, leagueAccessDenial } from './access-rules';

const manager = (grade: LeagueManagerGrade, roles: LeagueManagerAccessRights['roles'] = []): LeagueManagerAccessRights => ({ grade, roles });

describe('leagueAccessDenial', () => {
  it('refuses a member who is not a manager of the league main, whatever the action', () => {
    expect(leagueAccessDenial(null)).toBe(ACCESS_MESSAGES.notLeagueManager);
    expect(leagueAccessDenial(null, { head: true })).toBe(ACCESS_MESSAGES.notLeagueManager);
    expect(leagueAccessDenial(null, { role: 'leagueGame' })).toBe(ACCESS_MESSAGES.notLeagueManager);
  });

  it('lets every manager of the main do what needs no grade or role', () => {
    for (const grade of [1, 2, 3, 4, 5] as const) expect(leagueAccessDenial(manager(grade))).toBeNull();
  });

  it('keeps grade-1 actions to grade 1, even for a manager with every role flag', () => {
    expect(leagueAccessDenial(manager(LeagueManagerGrade.Head), { head: true })).toBeNull();
    const allFlags = manager(LeagueManagerGrade.Operator, ['leagueTeam', 'teamPlayer', 'leagueSchedule', 'leagueGame', 'manageBoard', 'createBoard']);
    expect(leagueAccessDenial(allFlags, { head: true })).toBe(ACCESS_MESSAGES.notHeadManager);
    expect(leagueAccessDenial(manager(LeagueManagerGrade.Scorer), { head: true })).toBe(ACCESS_MESSAGES.notHeadManager);
  });

  it('gives grade 1 every role, grade 5 the game records, the others only their flags', () => {
    expect(leagueAccessDenial(manager(LeagueManagerGrade.Head), { role: 'createBoard' })).toBeNull();
    expect(leagueAccessDenial(manager(LeagueManagerGrade.Scorer), { role: 'leagueGame' })).toBeNull();
    expect(leagueAccessDenial(manager(LeagueManagerGrade.Scorer), { role: 'leagueSchedule' })).toBe(ACCESS_MESSAGES.missingRole('leagueSchedule'));
    expect(leagueAccessDenial(manager(LeagueManagerGrade.Staff, ['leagueSchedule']), { role: 'leagueSchedule' })).toBeNull();
    expect(leagueAccessDenial(manager(LeagueManagerGrade.Staff, ['leagueSchedule']), { role: 'leagueGame' })).toBe(ACCESS_MESSAGES.missingRole('leagueGame'));
  });

  it('names the missing role in Korean', () => {
    expect(ACCESS_MESSAGES.missingRole('leagueSchedule')).toBe("'일정 관리' 권한이 있는 관리자만 할 수 있는 작업입니다.");
  });
});
