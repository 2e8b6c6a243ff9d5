import { apiClient } from '@dugout/auth';
import type { TempPasswordPayload, TempPasswordResult } from '@dugout/contracts';

export const TEMP_PASSWORD_API_PATH = '/api/user/tempPassword';

/** POST /api/user/tempPassword: the same answer whether an account matched or not. */
export function requestTempPassword(payload: TempPasswordPayload): Promise<TempPasswordResult> {
  return apiClient.post<TempPasswordResult>(TEMP_PASSWORD_API_PATH, payload);
}
