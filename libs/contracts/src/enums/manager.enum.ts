import { defineCodes } from './code-set';

/**
 * What a league manager may do besides reading the admin area (spec section 6). The spec sends
 * them as JSON text (`{"leagueSchedule":true,...}`); everywhere else they are this typed set.
 */
export const LEAGUE_MANAGER_ROLES = ['leagueTeam', 'teamPlayer', 'leagueSchedule', 'leagueGame', 'manageBoard', 'createBoard'] as const;
export type LeagueManagerRole = (typeof LEAGUE_MANAGER_ROLES)[number];
export const leagueManagerRoles = defineCodes<LeagueManagerRole>(LEAGUE_MANAGER_ROLES, {
  leagueTeam: '리그 참가팀 관리',
  teamPlayer: '팀·선수 관리',
  leagueSchedule: '일정 관리',
  leagueGame: '경기 기록 입력',
  manageBoard: '게시판 관리',
  createBoard: '게시판 만들기',
});

/**
 * Manager grades. The spec names only 1 (every permission; season creation, league, homepage and
 * member management; lands on the schedule list) and 5 (lands on the game list). Grades 2 to 4
 * act by their role flags only; 5 is the scorer, who always may enter game records.
 */
export const LeagueManagerGrade = { Head: 1, Operator: 2, Staff: 3, Assistant: 4, Scorer: 5 } as const;
export type LeagueManagerGrade = (typeof LeagueManagerGrade)[keyof typeof LeagueManagerGrade];
export const leagueManagerGrades = defineCodes<LeagueManagerGrade>([1, 2, 3, 4, 5], {
  1: '총괄 관리자',
  2: '운영 관리자',
  3: '실무 관리자',
  4: '보조 관리자',
  5: '기록원',
});

/** A league manager as the rules see him: his grade and the role flags he was given. */
export interface LeagueManagerAccessRights {
  grade: LeagueManagerGrade;
  roles: readonly LeagueManagerRole[];
}

/** Whether the manager may do what the role stands for: grade 1 may do all, grade 5 always the game records. */
export function hasLeagueRole(manager: LeagueManagerAccessRights, role: LeagueManagerRole): boolean {
  if (manager.grade === LeagueManagerGrade.Head) return true;
  if (manager.grade === LeagueManagerGrade.Scorer && role === 'leagueGame') return true;
  return manager.roles.includes(role);
}

/** The role flags in effect (grade 1: all of them). */
export function effectiveLeagueRoles(manager: LeagueManagerAccessRights): LeagueManagerRole[] {
  return LEAGUE_MANAGER_ROLES.filter((role) => hasLeagueRole(manager, role));
}

/** Season creation, league management, homepage and member management: grade 1 only. */
export const isHeadManager = (manager: Pick<LeagueManagerAccessRights, 'grade'>): boolean => manager.grade === LeagueManagerGrade.Head;

/** Where /league/{path}/admin lands: grade 1 the schedule list, grade 5 the game list, others the dashboard. */
export function leagueAdminLanding(grade: LeagueManagerGrade): 'schedule' | 'game' | 'dashboard' {
  if (grade === LeagueManagerGrade.Head) return 'schedule';
  if (grade === LeagueManagerGrade.Scorer) return 'game';
  return 'dashboard';
}

/** The spec's JSON text of role flags: every role with true or false. */
export function rolesToJson(roles: readonly LeagueManagerRole[]): string {
  return JSON.stringify(Object.fromEntries(LEAGUE_MANAGER_ROLES.map((role) => [role, roles.includes(role)])));
}

/** Reads the spec's JSON text (an object of flags, or a list of names); unknown names and bad text give no roles. */
export function rolesFromJson(text: string | null | undefined): LeagueManagerRole[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    const names = Array.isArray(parsed)
      ? parsed
      : typeof parsed === 'object' && parsed !== null
        ? Object.entries(parsed).filter(([, on]) => on === true).map(([name]) => name)
        : [];
    return LEAGUE_MANAGER_ROLES.filter((role) => names.includes(role));
  } catch {
    return [];
  }
}
