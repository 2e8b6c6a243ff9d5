import type { RequestState } from '../enums/request-state.enum';

/**
 * Teams in leagues (참가팀 관리) and league applications (리그 참가 신청), issue 13.
 * Times are ISO date-times in Korean time (2026-05-02T09:00:00+09:00).
 */

/** GET /api/league/admin/league/{id}/team: a member team of the league with what the admin screen shows. */
export interface LeagueTeamAdminItem {
  teamId: number;
  leagueId: number;
  teamName: string;
  logoImg: string | null;
  director: string | null;
  managerName: string | null;
  estbDt: string | null;
  playerCount: number;
  /** 9: placeholder team ("토요리그 1위"). */
  spoType: number;
  /** Schedule entries of the team in this league; a team with games cannot be removed. */
  gameCount: number;
  hasGames: boolean;
}

/** What became of a team named in an addTeams call. */
export type LeagueTeamAddResult = 'added' | 'alreadyInLeague';

/**
 * POST /api/league/admin/league/{id}/addTeams: the league's teams afterwards, as GET .../team lists
 * them; each team the call named says whether it was added now or was already a member (then left as
 * it was, while the others are added).
 */
export interface LeagueTeamAddItem extends LeagueTeamAdminItem {
  addResult?: LeagueTeamAddResult;
}

/** GET /api/league/admin/main/prevSeason/team/{seasonId}/{leagueId}: a team of the previous season. */
export interface PrevSeasonTeam {
  teamId: number;
  teamName: string;
  logoImg: string | null;
  spoType: number;
  /** The previous season's league the team played in. */
  prevLeagueId: number;
  prevLeagueName: string;
  /** True when the previous league has the same name as this one (the screen checks these first). */
  sameLeagueName: boolean;
  /** Already a member of this league. */
  alreadyInLeague: boolean;
}

export interface PrevSeasonTeams {
  /** The season before this one in the same league main, or null when there is none. */
  prevSeasonId: number | null;
  prevSeasonName: string | null;
  teams: PrevSeasonTeam[];
}

/** The team an application is about, as the receipt screen shows it. */
export interface LeagueApplyTeam {
  teamId: number;
  teamName: string;
  logoImg: string | null;
  director: string | null;
  managerName: string | null;
  estbDt: string | null;
  playerCount: number;
}

/** GET /api/league/admin/league/{id}/applyTeams: one application (pending first, then the decided ones, newest first). */
export interface LeagueApplyItem {
  requestId: number;
  leagueId: number;
  teamId: number;
  /** The team manager who applied. */
  userId: number;
  username: string;
  requestState: RequestState;
  memo: string | null;
  createdAt: string;
  decidedBy: number | null;
  decidedByName: string | null;
  decidedAt: string | null;
  team: LeagueApplyTeam;
}

/** GET /api/team/admin/league/recruit/{teamId}: a league open for applications and the team's state there. */
export interface RecruitLeague {
  leagueId: number;
  leagueName: string;
  seasonId: number;
  seasonName: string;
  mainId: number;
  mainName: string;
  leaguePath: string;
  /** The team is already a member of the league. */
  joined: boolean;
  /** The team's latest application to the league, or null. */
  requestId: number | null;
  requestState: RequestState | null;
  /** Neither a member nor with an open application. */
  canApply: boolean;
}

/** An application of the team, as the team sees it. */
export interface TeamLeagueApplication {
  requestId: number;
  leagueId: number;
  leagueName: string;
  seasonId: number;
  seasonName: string;
  mainName: string;
  requestState: RequestState;
  memo: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A league the team plays in, by season. */
export interface TeamSeasonLeague {
  leagueId: number;
  leagueName: string;
  seasonId: number;
  seasonName: string;
  mainId: number;
  mainName: string;
  leaguePath: string;
  beginDate: string;
}

/** GET /api/team/admin/league/history/{teamId} */
export interface TeamLeagueHistory {
  applications: TeamLeagueApplication[];
  leagues: TeamSeasonLeague[];
}

/** GET /api/team/admin/search/name?searchName=: teams to add to a league (placeholder teams are never found). */
export interface TeamNameSearchItem {
  teamId: number;
  teamName: string;
  logoImg: string | null;
  director: string | null;
  managerName: string | null;
  estbDt: string | null;
  playerCount: number;
}
