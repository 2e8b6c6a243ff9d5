import { apiClient } from '@dugout/auth';
import type { AdminLeague, LeagueForm } from '@dugout/contracts';
import { adminLeaguesPath } from './get-admin-leagues';

/** POST /api/league/main/{m}/season/{s}/league: a new league (400 with field errors). */
export const createLeague = (mainId: number, seasonId: number, form: LeagueForm): Promise<AdminLeague> =>
  apiClient.post<AdminLeague>(adminLeaguesPath(mainId, seasonId), form);
