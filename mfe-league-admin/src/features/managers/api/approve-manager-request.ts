import { apiClient } from '@dugout/auth';
import type { LeagueManagerItem, ManagerRequestApprovePayload } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/league/admin/main/{id}/requestManager/approve: the member becomes a manager with this grade and memo. */
export const approveManagerRequest = (mainId: number, payload: ManagerRequestApprovePayload): Promise<LeagueManagerItem> =>
  apiClient.post<LeagueManagerItem>(apiPath('league', 'admin', 'main', mainId, 'requestManager', 'approve'), payload);
