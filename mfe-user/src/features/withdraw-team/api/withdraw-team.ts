import { apiClient } from '@dugout/auth';
import type { TeamWithdrawResult } from '@dugout/contracts';

/** POST /api/team/{id}/withdraw: the member leaves the team (404 when he is not on its roster). */
export const withdrawTeam = (teamId: number): Promise<TeamWithdrawResult> => apiClient.post<TeamWithdrawResult>(`/api/team/${teamId}/withdraw`);
