import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient } from '@dugout/auth';
import type { GameLineupEntryInput, TeamLineupForm } from '@dugout/contracts';
import { teamOrdersPath } from './get-team-orders';
import { teamOrderPath } from './get-team-order';

/** POST /api/team/{id}/order/{gameId}: replaces the team's lineup until the deadline (400 bad lineup, 409 after the deadline). */
export const saveTeamOrder = (teamId: string, gameId: number, entries: GameLineupEntryInput[]): Promise<TeamLineupForm> =>
  apiClient.post<TeamLineupForm>(teamOrderPath(teamId, gameId), { entries });

/** Saves and puts the answer in the cache; the list is read again for its submitted flags. */
export function useSaveTeamOrder(teamId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (gameId: number, entries: GameLineupEntryInput[]) => {
      const form = await saveTeamOrder(teamId, gameId, entries);
      await mutate(teamOrderPath(teamId, gameId), form, { revalidate: false });
      await mutate(teamOrdersPath(teamId));
      return form;
    },
    [mutate, teamId],
  );
}
