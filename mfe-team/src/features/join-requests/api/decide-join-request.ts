import { apiClient } from '@dugout/auth';
import type { TeamJoinApplication, TeamRole } from '@dugout/contracts';
import { joinRequestPath } from './get-join-request';

/**
 * POST /api/team/{id}/request/{rid} {teamRole}: approves — the member's player record and roster
 * line are written with that role. 409 with the server's Korean reason when it was decided already.
 */
export const approveJoinRequest = (teamId: string, requestId: number, teamRole: TeamRole): Promise<TeamJoinApplication> =>
  apiClient.post<TeamJoinApplication>(joinRequestPath(teamId, requestId), { teamRole });

/** PATCH /api/team/{id}/request/{rid}: rejects (state 3); 409 when decided already. */
export const rejectJoinRequest = (teamId: string, requestId: number): Promise<TeamJoinApplication> =>
  apiClient.patch<TeamJoinApplication>(joinRequestPath(teamId, requestId));
