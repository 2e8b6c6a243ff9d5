import { apiClient } from '@dugout/auth';
import type { JoinTeamPayload, TeamJoinRequestItem } from '@dugout/contracts';

/**
 * POST /api/team/{id}/join with the join payload: 400 with field errors, 409 when a request awaits
 * approval already or the member is on the team's roster.
 */
export const requestJoin = (payload: JoinTeamPayload): Promise<TeamJoinRequestItem> =>
  apiClient.post<TeamJoinRequestItem>(`/api/team/${payload.teamId}/join`, payload, { idempotent: true });
