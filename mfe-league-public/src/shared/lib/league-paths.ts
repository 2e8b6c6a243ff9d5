import { leagueImagePath } from '@dugout/contracts';

/** The league's small logo (<path>_logo_s.png) for the top bar. */
export const leagueLogoUrl = (path: string) => leagueImagePath(`${path}_logo_s.png`);
