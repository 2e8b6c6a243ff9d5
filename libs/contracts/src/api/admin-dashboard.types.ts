/** GET /api/league/admin/main/{id}/dashboard: what a league operator needs first. */
export interface LeagueAdminDashboard {
  /** The main's active season, or null when none is active (then every count is 0). */
  activeSeason: { seasonId: number; seasonName: string } | null;
  /** Games of the active season's leagues with a result. */
  gamesPlayed: number;
  /** Games not cancelled, without a record, still to come. */
  gamesToPlay: number;
  /** Games not cancelled whose time has passed, without a record and not on the suspended-games list. */
  recordsNotEntered: number;
  /** Pending manager requests; only a grade-1 manager gets the count, null for the others. */
  pendingManagerRequests: number | null;
}

/** One of a team's next games on the team admin dashboard. */
export interface TeamDashboardGame {
  gameId: number;
  leagueId: number;
  leagueName: string;
  /** Asia/Seoul, ISO with offset (like a schedule item's scheduleTime). */
  scheduleTime: string;
  /** The other side; null while it is not decided (팀 미정). */
  opponentName: string | null;
  /** Whether the team is the home side. */
  home: boolean;
  groundName: string | null;
}

/** GET /api/team/{id}/admin/dashboard: what a team manager needs first. */
export interface TeamAdminDashboard {
  /** The next 5 games from now that are neither cancelled nor played, in time order. */
  nextGames: TeamDashboardGame[];
  /** Games of the next 14 days (not cancelled, not played) for which the team has submitted no lineup. */
  lineupsToSubmit: number;
  /** Join requests awaiting the team's approval (the API always counts them; null only from a server without join requests). */
  pendingJoinRequests: number | null;
}
