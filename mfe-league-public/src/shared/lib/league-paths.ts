/** Record pages of the records room, in menu order (route segment after record/rank/). */
export const RANK_PAGES = ['team', 'teamBat', 'teamPit', 'batter', 'pitcher', 'subbatter', 'subpitcher'] as const;
export type RankPage = (typeof RANK_PAGES)[number];

export type IntroLabel = 'intro' | 'regulation';

/** Absolute addresses of the league area's screens (the spec's named routes), for one league path. */
export function leaguePaths(path: string) {
  const root = `/league/${encodeURIComponent(path)}`;
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
    admin: `${root}/admin`,
  };
}

export type LeaguePaths = ReturnType<typeof leaguePaths>;

/** League images live under /upload/league/. */
export const leagueImageUrl = (file: string) => `/upload/league/${encodeURIComponent(file)}`;
export const leagueLogoUrl = (path: string) => leagueImageUrl(`${path}_logo_s.png`);
/** Team logos are served by the API; a missing one shows the default image. */
export const teamLogoUrl = (logo: string) => `/api/team/logo/${encodeURIComponent(logo)}`;
