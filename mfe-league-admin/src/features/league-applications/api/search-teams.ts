import { apiClient } from '@dugout/auth';
import type { TeamNameSearchItem } from '@dugout/contracts';

/** GET /api/team/admin/search/name?searchName=: real teams whose name contains the text (at most 100). */
export const searchTeams = (searchName: string): Promise<TeamNameSearchItem[]> =>
  apiClient.get<TeamNameSearchItem[]>(`/api/team/admin/search/name?searchName=${encodeURIComponent(searchName)}`);
