export { RANK_PAGES, agreementPath, leagueHome, leaguePaths } from './league-routes';
export type { IntroLabel, LeaguePaths, RankPage } from './league-routes';
export { FIRST_VIEW_ID, HOME_HERO, LIVE_TICKER_LOADING } from './first-view';
export { leaguePageNeedsLogin, teamPageNeedsLogin } from './login-rules';
