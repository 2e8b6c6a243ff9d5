import { apiClient } from '@dugout/auth';
import type { AdminLeague, LeagueForm } from '@dugout/contracts';
import { adminLeaguesPath } from './get-admin-leagues';

/** PUT /api/league/main/{m}/season/{s}/league/{l}: name, order and record settings. */
export const updateLeague = (mainId: number, seasonId: number, leagueId: number, form: LeagueForm): Promise<AdminLeague> =>
  apiClient.put<AdminLeague>(`${adminLeaguesPath(mainId, seasonId)}/${leagueId}`, form);
