import { apiClient } from '@dugout/auth';
import type { LeagueApplyPayload, TeamLeagueApplication } from '@dugout/contracts';

/** POST /api/league/team/{teamId}/apply {leagueId, memo}: the team applies to a league of an active season. */
export const applyLeague = (teamId: string, payload: LeagueApplyPayload): Promise<TeamLeagueApplication> =>
  apiClient.post<TeamLeagueApplication>(`/api/league/team/${encodeURIComponent(teamId)}/apply`, payload, { idempotent: true });
