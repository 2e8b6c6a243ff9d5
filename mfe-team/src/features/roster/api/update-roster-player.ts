import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient } from '@dugout/auth';
import type { TeamPlayerUpdatePayload, TeamRosterPlayerDetail } from '@dugout/contracts';
import { rosterPathPrefix } from './get-roster';
import { rosterPlayerPath } from './get-roster-player';

/** PATCH /api/team/{teamId}/player/{playerId}: back number, role, position and bats/throws. */
export const updateRosterPlayer = (teamId: string, playerId: string, payload: TeamPlayerUpdatePayload): Promise<TeamRosterPlayerDetail> =>
  apiClient.patch<TeamRosterPlayerDetail>(rosterPlayerPath(teamId, playerId), payload);

/** Saves the player, keeps the answer in the cache and lets the roster lists reload. */
export function useUpdateRosterPlayer(teamId: string, playerId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (payload: TeamPlayerUpdatePayload) => {
      const player = await updateRosterPlayer(teamId, playerId, payload);
      await mutate(rosterPlayerPath(teamId, playerId), player, { revalidate: false });
      await mutate((key) => typeof key === 'string' && key.startsWith(rosterPathPrefix(teamId)), undefined, { revalidate: true });
      return player;
    },
    [mutate, teamId, playerId],
  );
}
