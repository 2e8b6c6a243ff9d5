export { RANK_PAGES, leagueHome, leaguePaths } from './league-routes';
export type { IntroLabel, LeaguePaths, RankPage } from './league-routes';
