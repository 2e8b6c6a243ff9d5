import {
  effectiveLeagueRoles,
  hasLeagueRole,
  isHeadManager,
  LEAGUE_MANAGER_ROLES,
  leagueAdminLanding,
  leagueManagerGrades,
  rolesFromJson,
  rolesToJson,
} from './manager.enum';

describe('league manager rules', () => {
  it('give grade 1 every role and head-manager menus, and land it on the schedule list', () => {
    const head = { grade: 1 as const, roles: [] };
    expect(effectiveLeagueRoles(head)).toEqual([...LEAGUE_MANAGER_ROLES]);
    expect(isHeadManager(head)).toBe(true);
    expect(leagueAdminLanding(1)).toBe('schedule');
  });

  it('let grade 5 enter game records and land on the game list; other roles by flag', () => {
    const scorer = { grade: 5 as const, roles: ['manageBoard' as const] };
    expect(hasLeagueRole(scorer, 'leagueGame')).toBe(true);
    expect(hasLeagueRole(scorer, 'manageBoard')).toBe(true);
    expect(hasLeagueRole(scorer, 'leagueSchedule')).toBe(false);
    expect(isHeadManager(scorer)).toBe(false);
    expect(leagueAdminLanding(5)).toBe('game');
  });

  it('give grades 2 to 4 exactly their flags', () => {
    const staff = { grade: 3 as const, roles: ['leagueSchedule' as const] };
    expect(effectiveLeagueRoles(staff)).toEqual(['leagueSchedule']);
    expect(leagueAdminLanding(3)).toBe('dashboard');
    expect(leagueManagerGrades.label(3)).toBe('실무 관리자');
  });

  it('read and write the spec JSON text of role flags', () => {
    expect(rolesFromJson(rolesToJson(['leagueGame', 'createBoard']))).toEqual(['leagueGame', 'createBoard']);
    expect(JSON.parse(rolesToJson(['leagueGame']))).toMatchObject({ leagueGame: true, leagueTeam: false });
    expect(rolesFromJson('["teamPlayer","bogus"]')).toEqual(['teamPlayer']);
    expect(rolesFromJson('{not json')).toEqual([]);
    expect(rolesFromJson(null)).toEqual([]);
  });
});
