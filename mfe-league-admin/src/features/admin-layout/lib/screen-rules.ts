import { hasLeagueRole, isHeadManager, type LeagueManagerAccessRights } from '@dugout/contracts';

export type ScreenRule = (rights: LeagueManagerAccessRights) => boolean;

/** Spec section 6: player search and the dashboard are always shown. */
export const always: ScreenRule = () => true;
/** Season creation, league, homepage and member management: grade 1 only. */
export const headOnly: ScreenRule = isHeadManager;
export const leagueTeam: ScreenRule = (rights) => hasLeagueRole(rights, 'leagueTeam');
export const teamPlayer: ScreenRule = (rights) => hasLeagueRole(rights, 'teamPlayer');
export const leagueSchedule: ScreenRule = (rights) => hasLeagueRole(rights, 'leagueSchedule');
export const leagueGame: ScreenRule = (rights) => hasLeagueRole(rights, 'leagueGame');
export const manageBoard: ScreenRule = (rights) => hasLeagueRole(rights, 'manageBoard');
