import { formatDate, type OtherRegistration } from '@dugout/contracts';

/** A route id (':teamId' and the like): a positive whole number, else null. */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The screens of this feature under /league/{path}/admin/. */
export const teamPlayerScreens = {
  teams: (seasonId: number, leagueId?: number | null) => (leagueId ? `teams/${seasonId}/${leagueId}` : `teams/${seasonId}`),
  players: (seasonId: number, leagueId: number, teamId: number) => `teams/${seasonId}/${leagueId}/${teamId}/players`,
  roster: (seasonId: number, leagueId: number, teamId: number) => `teams/${seasonId}/${leagueId}/${teamId}/teamplayers`,
  player: (seasonId: number, leagueId: number, teamId: number, playerId: number) => `teams/${seasonId}/${leagueId}/${teamId}/players/${playerId}`,
};

/** A stored birthday (YYYYMMDD) or registration date as YYYY-MM-DD; '' when there is none. */
export const formatDay = (day: string | null | undefined): string => formatDate(day ?? null);

/** The roster's position: the Korean label of a code (P, C, IN, OU), else the text as stored. */
/** The other team(s) of a double registration: '강서 이글스 (토요 2부)'. */
export const otherTeamsText = (others: readonly OtherRegistration[]): string =>
  others.map((other) => `${other.teamName} (${other.leagueName})`).join(', ');
