/** A player found by the top bar's search; teamId is the team whose stat page shows him (his latest roster team), null without one. */
export interface SearchPlayerHit {
  playerId: number;
  playerName: string;
  teamId: number | null;
  teamName: string | null;
}

/** A team found by the top bar's search; its page is /team/{teamId}. */
export interface SearchTeamHit {
  teamId: number;
  teamName: string;
  logoImg: string | null;
}

/** A league site found by the top bar's search; its page is /league/{leaguePath}. */
export interface SearchLeagueHit {
  mainId: number;
  mainName: string;
  leaguePath: string;
}

/** GET /api/search?q&limit: each kind's first `limit` matches, names containing the query. */
export interface SearchResults {
  query: string;
  players: SearchPlayerHit[];
  teams: SearchTeamHit[];
  leagues: SearchLeagueHit[];
}
