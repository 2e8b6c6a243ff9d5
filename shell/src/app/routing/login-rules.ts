import { matchPath } from 'react-router-dom';

// Which addresses of the remote areas need a login (spec section 2). The member area
// (/user/*, /agreement/*) applies its own rules inside mfe-user.

const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname) !== null);

/** Team public area: only the team's main page is open to visitors; the team admin area needs a login. */
const PUBLIC_TEAM_PAGES = ['/team/:teamId', '/team/:teamId/main'] as const;

export function teamPageNeedsLogin(pathname: string): boolean {
  if (matchesAny(['/team/admin/*'], pathname)) return true;
  return !matchesAny(PUBLIC_TEAM_PAGES, pathname);
}

/** League public area: a team's view (leagueInfoTeamView) and writing on a board need a login. */
const MEMBER_LEAGUE_PAGES = [
  '/league/:path/info/team/:seasonId/:leagueId/:teamId',
  '/league/:path/board/:label/write/*',
] as const;

export function leaguePageNeedsLogin(pathname: string): boolean {
  return matchesAny(MEMBER_LEAGUE_PAGES, pathname);
}
