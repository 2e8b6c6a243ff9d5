import {
  hasLeagueRole,
  isHeadManager,
  leagueManagerRoles,
  type LeagueManagerAccessRights,
  type LeagueManagerRole,
} from '@dugout/contracts';

/** What a league-admin action needs besides being a manager of the league main. */
export interface LeagueAdminNeed {
  /** Grade 1 (총괄 관리자) only: season creation, league, homepage and member management. */
  head?: boolean;
  /** A role flag (grade 1 has them all, grade 5 always leagueGame). */
  role?: LeagueManagerRole;
  /**
   * Also the game's scorer (schedule.writer_id), even without a manager grade: only on routes
   * named by a game id (`{ gameId: ... }`), for the record entry.
   */
  orGameWriter?: boolean;
}

export const ACCESS_MESSAGES = {
  notLeagueManager: '이 리그의 관리자만 이용할 수 있습니다.',
  notHeadManager: '리그 총괄 관리자(1등급)만 할 수 있는 작업입니다.',
  missingRole: (role: LeagueManagerRole) => `'${leagueManagerRoles.label(role)}' 권한이 있는 관리자만 할 수 있는 작업입니다.`,
  notTeamManager: '이 팀의 관리자만 이용할 수 있습니다.',
  notOwnCheck: '본인의 관리 권한만 확인할 수 있습니다.',
} as const;

/**
 * Why the member may not do the action in this league main, or null when he may: not one of its
 * managers, not grade 1 when the action needs it, or without the role flag it needs.
 */
export function leagueAccessDenial(manager: LeagueManagerAccessRights | null, need: LeagueAdminNeed = {}): string | null {
  if (!manager) return ACCESS_MESSAGES.notLeagueManager;
  if (need.head && !isHeadManager(manager)) return ACCESS_MESSAGES.notHeadManager;
  if (need.role && !hasLeagueRole(manager, need.role)) return ACCESS_MESSAGES.missingRole(need.role);
  return null;
}
