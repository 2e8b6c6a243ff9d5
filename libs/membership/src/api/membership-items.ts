import type { LeagueMain, ManagedTeam } from '@dugout/contracts';

/** An entry of the affiliation panel: a league main by its path, or a team by its id. */
export type MembershipLeague = Pick<LeagueMain, 'leaguePath' | 'mainName'>;

export type MembershipTeam = Pick<ManagedTeam, 'teamId' | 'teamName'>;

/** Failures of the panel's calls are silent (spec 8): no retries, an empty list. */
export const silentConfig = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** The panel's view of one call: undefined while loading, an empty list after a failure. */
export function panelItems<T, I>(query: { data?: T; error?: unknown }, toItems: (data: T) => I[]): I[] | undefined {
  if (query.error) return [];
  return query.data === undefined ? undefined : toItems(query.data);
}

export const toMembershipLeagues = (mains: MembershipLeague[]): MembershipLeague[] =>
  mains.map(({ leaguePath, mainName }) => ({ leaguePath, mainName }));

export const toMembershipTeams = (teams: MembershipTeam[]): MembershipTeam[] => teams.map(({ teamId, teamName }) => ({ teamId, teamName }));
