import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient } from '@dugout/auth';
import type { TeamProfileInfo } from '@dugout/contracts';
import { teamProfilePath } from './get-team-profile';

/**
 * POST /api/team/{id} (multipart: teamName, director, managerName, estbDt, homeGround,
 * introduction, logo): the team's managers only. Answers the team's info as saved.
 */
export const updateTeamProfile = (teamId: string, body: FormData): Promise<TeamProfileInfo> =>
  apiClient.post<TeamProfileInfo>(teamProfilePath(teamId), body);

/** Saves and puts the answer in the cache (the portal's header and the team pages read the same key). */
export function useUpdateTeamProfile(teamId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: FormData) => {
      const saved = await updateTeamProfile(teamId, body);
      await mutate(teamProfilePath(teamId), saved, { revalidate: false });
      return saved;
    },
    [mutate, teamId],
  );
}
