import { apiClient } from '@dugout/auth';
import type { ManagerRequestItem, ManagerRequestRejectPayload } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/league/admin/main/{id}/requestManager/reject */
export const rejectManagerRequest = (mainId: number, payload: ManagerRequestRejectPayload): Promise<ManagerRequestItem> =>
  apiClient.post<ManagerRequestItem>(apiPath('league', 'admin', 'main', mainId, 'requestManager', 'reject'), payload);
