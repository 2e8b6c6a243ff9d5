import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient } from '@dugout/auth';
import type { TeamManagerItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';
import { teamManagersPath } from '../../../shared/api/get-team-managers';

/**
 * POST /api/team/{teamId}/manager/{userId}: only a member with a player on the team's roster (400
 * otherwise, 409 when already a manager). Answers the new list of managers.
 */
export const addTeamManager = (teamId: string, userId: number): Promise<TeamManagerItem[]> =>
  apiClient.post<TeamManagerItem[]>(apiPath('team', teamId, 'manager', userId));

/** Adds a manager and puts the answered list in the cache, so the managers screen shows it at once. */
export function useAddTeamManager(teamId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (userId: number) => {
      const managers = await addTeamManager(teamId, userId);
      await mutate(teamManagersPath(teamId), managers, { revalidate: false });
      return managers;
    },
    [mutate, teamId],
  );
}
