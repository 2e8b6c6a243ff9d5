import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient } from '@dugout/auth';
import type { TeamPlayerRemoved } from '@dugout/contracts';
import { rosterPathPrefix } from './get-roster';
import { rosterPlayerPath } from './get-roster-player';

/** DELETE /api/team/{teamId}/player/{playerId}: ends the player's roster line (his records stay). */
export const removeRosterPlayer = (teamId: string, playerId: string): Promise<TeamPlayerRemoved> =>
  apiClient.delete<TeamPlayerRemoved>(rosterPlayerPath(teamId, playerId));

/** Removes the player and lets the roster lists reload. */
export function useRemoveRosterPlayer(teamId: string, playerId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const removed = await removeRosterPlayer(teamId, playerId);
    await mutate((key) => typeof key === 'string' && key.startsWith(rosterPathPrefix(teamId)), undefined, { revalidate: true });
    return removed;
  }, [mutate, teamId, playerId]);
}
