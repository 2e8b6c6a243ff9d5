import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { RosterStatus, TeamRosterPlayer } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** The roster's cache key: every status filter of the team starts with it. */
export const rosterPathPrefix = (teamId: string) => apiPath('team', teamId, 'admin', 'players');

export const rosterPath = (teamId: string, status?: RosterStatus) => `${rosterPathPrefix(teamId)}${status ? `?status=${status}` : ''}`;

/** GET /api/team/{teamId}/admin/players[?status=active|dormant]: the current roster by back number. */
export const getRoster = (teamId: string, status?: RosterStatus): Promise<TeamRosterPlayer[]> =>
  apiClient.get<TeamRosterPlayer[]>(rosterPath(teamId, status));

export function useRoster(teamId: string, status?: RosterStatus) {
  return useSWR<TeamRosterPlayer[], ApiError>(rosterPath(teamId, status), () => getRoster(teamId, status), {
    ...swrConfig,
    revalidateOnMount: true,
  });
}
