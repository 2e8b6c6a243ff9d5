// One definition with the server's (it preloads no remote for a page that sends a visitor to /login).
export { leaguePageNeedsLogin, teamPageNeedsLogin } from '@dugout/contracts';
