/** The league's public home: where a visitor without manager access is sent (spec section 8). */
export const leagueHomePath = (leaguePath: string) => `/league/${encodeURIComponent(leaguePath)}`;

/** An address of the league admin area: /league/{path}/admin/{screen}. */
export const adminPath = (leaguePath: string, screen = '') =>
  `${leagueHomePath(leaguePath)}/admin${screen ? `/${screen}` : ''}`;
