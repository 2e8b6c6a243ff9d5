/** Record pages of the records room, in menu order (route segment after record/rank/). */
export const RANK_PAGES = ['team', 'teamBat', 'teamPit', 'batter', 'pitcher', 'subbatter', 'subpitcher'] as const;
export type RankPage = (typeof RANK_PAGES)[number];

export type IntroLabel = 'intro' | 'regulation';

/** The league's home page; every other league address starts with it. */
export const leagueHome = (path: string) => `/league/${encodeURIComponent(path)}`;

/** A season's participation agreement of a league (read and signed by its players). */
export const agreementPath = (path: string, seasonId: number) => `/agreement/${encodeURIComponent(path)}/${seasonId}`;

/**
 * Absolute addresses of the league area's screens (the spec's named routes), for one league path:
 * the one place where the web builds a /league/... address.
 */
export function leaguePaths(path: string) {
  const root = leagueHome(path);
  return {
    root,
    home: root,
    myLeague: `${root}/myLeague`,
    intro: (label: IntroLabel) => `${root}/info/intro/${label}`,
    teamList: `${root}/info/team`,
    teamView: (seasonId: number, leagueId: number, teamId: number) => `${root}/info/team/${seasonId}/${leagueId}/${teamId}`,
    scheduleAll: `${root}/schedule/all`,
    scheduleTeam: `${root}/schedule/team`,
    scheduleTable: `${root}/schedule/table`,
    scoreList: `${root}/game`,
    teamScoreList: `${root}/game/teamscore`,
    scoreDetail: (leagueId: number, gameId: number) => `${root}/game/score/${leagueId}/${gameId}`,
    rank: (page: RankPage) => `${root}/record/rank/${page}`,
    boardHome: (label?: string) => (label ? `${root}/board/${encodeURIComponent(label)}` : `${root}/board`),
    boardPost: (label: string, postId: number) => `${root}/board/${encodeURIComponent(label)}/view/${postId}`,
    /** Writing a new post, or editing post `postId`. */
    boardWrite: (label: string, postId?: number) => `${root}/board/${encodeURIComponent(label)}/write${postId ? `/${postId}` : ''}`,
    admin: `${root}/admin`,
  };
}

export type LeaguePaths = ReturnType<typeof leaguePaths>;
