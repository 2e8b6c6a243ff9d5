import { apiClient } from '@dugout/auth';
import type { RegisterPayload } from '@dugout/contracts';

export const REGISTER_API_PATH = '/api/user';

/** POST /api/user: creates the member account (the schema checks the same rules on the server). */
export function registerUser(payload: RegisterPayload): Promise<unknown> {
  return apiClient.post<unknown>(REGISTER_API_PATH, payload);
}
