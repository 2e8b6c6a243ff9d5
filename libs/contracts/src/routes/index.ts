export { RANK_PAGES, agreementPath, leagueHome, leaguePaths } from './league-routes';
export type { IntroLabel, LeaguePaths, RankPage } from './league-routes';
