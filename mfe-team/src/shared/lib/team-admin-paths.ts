/** An address of the team staff portal: /team/admin/{teamId}/{screen}. */
export const teamAdminPath = (teamId: string, screen = '') =>
  `/team/admin/${encodeURIComponent(teamId)}${screen ? `/${screen}` : ''}`;

/** The team's public page. */
export const teamHomePath = (teamId: string) => `/team/${encodeURIComponent(teamId)}`;
