import { apiClient } from '@dugout/auth';
import type { ManagerRequestItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** The contract's limit of managerRequestPayloadSchema, kept here so the public chunk does not carry yup. */
export const MANAGER_REQUEST_MESSAGE_MAX = 200;

/**
 * POST /api/league/main/{mainId}/requestManager {message?}: a logged-in member asks to run the
 * league; 409 when he already does or a request of his is pending.
 */
export const requestManager = (mainId: number, message: string): Promise<ManagerRequestItem> => {
  const text = message.trim();
  return apiClient.post<ManagerRequestItem>(apiPath('league', 'main', mainId, 'requestManager'), text ? { message: text } : {});
};
