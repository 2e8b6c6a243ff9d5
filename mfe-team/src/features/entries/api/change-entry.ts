import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient } from '@dugout/auth';
import type { TeamLeagueEntry } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';
import { teamEntryPath } from './get-team-entry';
import { teamLeaguesPath } from './get-team-leagues';

/** PATCH /api/team/{teamId}/entry/{leagueId} {playerId}: adds a roster player to the league's entry. */
export const addEntryPlayer = (teamId: string, leagueId: string, playerId: number): Promise<TeamLeagueEntry> =>
  apiClient.patch<TeamLeagueEntry>(teamEntryPath(teamId, leagueId), { playerId });

/** PATCH /api/team/{teamId}/league/{leagueId}/player/{playerId}: takes the player out of the league's entry. */
export const removeEntryPlayer = (teamId: string, leagueId: string, playerId: number): Promise<TeamLeagueEntry> =>
  apiClient.patch<TeamLeagueEntry>(apiPath('team', teamId, 'league', leagueId, 'player', playerId));

/** Adds or removes an entry player; the answered entry goes in the cache and the league counts reload. */
export function useChangeEntry(teamId: string, leagueId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (change: 'add' | 'remove', playerId: number) => {
      const entry = await (change === 'add' ? addEntryPlayer : removeEntryPlayer)(teamId, leagueId, playerId);
      await mutate(teamEntryPath(teamId, leagueId), entry, { revalidate: false });
      await mutate(teamLeaguesPath(teamId));
      return entry;
    },
    [mutate, teamId, leagueId],
  );
}
