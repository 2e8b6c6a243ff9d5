import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamRosterPlayerDetail } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const rosterPlayerPath = (teamId: string, playerId: string) => apiPath('team', teamId, 'player', playerId);

/** GET /api/team/{teamId}/player/{playerId}: the player's team data and his league entries for the team. */
export const getRosterPlayer = (teamId: string, playerId: string): Promise<TeamRosterPlayerDetail> =>
  apiClient.get<TeamRosterPlayerDetail>(rosterPlayerPath(teamId, playerId));

export function useRosterPlayer(teamId: string, playerId: string) {
  return useSWR<TeamRosterPlayerDetail, ApiError>(rosterPlayerPath(teamId, playerId), () => getRosterPlayer(teamId, playerId), {
    ...swrConfig,
    revalidateOnMount: true,
  });
}
