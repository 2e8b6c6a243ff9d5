import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient } from '@dugout/auth';
import type { TeamManagerItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';
import { teamManagersPath } from '../../../shared/api/get-team-managers';

/** DELETE /api/team/{teamId}/manager/{userId}: the team keeps at least one manager (400 with the server's Korean reason). */
export const removeTeamManager = (teamId: string, userId: number): Promise<TeamManagerItem[]> =>
  apiClient.delete<TeamManagerItem[]>(apiPath('team', teamId, 'manager', userId));

/** Removes a manager and puts the answered list in the cache. */
export function useRemoveTeamManager(teamId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (userId: number) => {
      const managers = await removeTeamManager(teamId, userId);
      await mutate(teamManagersPath(teamId), managers, { revalidate: false });
      return managers;
    },
    [mutate, teamId],
  );
}
