export { RANK_PAGES, agreementPath, leagueHome, leaguePaths } from './league-routes';
export type { IntroLabel, LeaguePaths, RankPage } from './league-routes';
export {
  FIRST_VIEW_ID,
  HOME_HERO,
  LEAGUE_FIRST_VIEW_CLASS,
  LIVE_TICKER_LOADING,
  leagueImageBannerClass,
  SHELL_FIRST_VIEW_CLASS,
  SHELL_FIRST_VIEW_FILES,
} from './first-view';
export { leaguePageNeedsLogin, teamPageNeedsLogin } from './login-rules';
