import { apiClient } from '@dugout/auth';
import type { TeamCreated } from '@dugout/contracts';

export const CREATE_TEAM_PATH = '/api/team/user';

/** POST /api/team/user (multipart: teamName, director, managerName, estbDt, homeGround, logo): the member's new team. */
export const createTeam = (body: FormData): Promise<TeamCreated> => apiClient.post<TeamCreated>(CREATE_TEAM_PATH, body);
