// Which addresses of the remote areas need a login (spec section 2): the shell sends a visitor to
// /login from them, and the server does not preload a remote for them (its visitor never runs it).
// The member area (/user/*, /agreement/*) applies its own rules inside mfe-user.

const SEGMENT = '[^/]+';
const page = (pattern: string) => new RegExp(`^${pattern}/?$`, 'i');

/** Team public area: only the team's main page is open to visitors; the team admin area needs a login. */
const TEAM_ADMIN_PAGES = page('/team/admin(?:/.*)?');
const PUBLIC_TEAM_PAGES = page(`/team/${SEGMENT}(?:/main)?`);

export function teamPageNeedsLogin(pathname: string): boolean {
  if (TEAM_ADMIN_PAGES.test(pathname)) return true;
  return !PUBLIC_TEAM_PAGES.test(pathname);
}

/** League public area: a team's view (leagueInfoTeamView) and writing on a board need a login. */
const MEMBER_LEAGUE_PAGES = [
  page(`/league/${SEGMENT}/info/team/${SEGMENT}/${SEGMENT}/${SEGMENT}`),
  page(`/league/${SEGMENT}/board/${SEGMENT}/write(?:/.*)?`),
];

export function leaguePageNeedsLogin(pathname: string): boolean {
  return MEMBER_LEAGUE_PAGES.some((pattern) => pattern.test(pathname));
}
