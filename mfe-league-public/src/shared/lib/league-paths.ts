/** League images live under /upload/league/. */
export const leagueImageUrl = (file: string) => `/upload/league/${encodeURIComponent(file)}`;
export const leagueLogoUrl = (path: string) => leagueImageUrl(`${path}_logo_s.png`);
/** Team logos are served by the API; a missing one shows the default image. */
export const teamLogoUrl = (logo: string) => `/api/team/logo/${encodeURIComponent(logo)}`;
