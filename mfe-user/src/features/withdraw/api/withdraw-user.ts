import { apiClient } from '@dugout/auth';
import type { CheckPasswordPayload, WithdrawResult } from '@dugout/contracts';

export const withdrawUserPath = (userId: number) => `/api/user/${userId}/withdrawUser`;

/** POST /api/user/{id}/withdrawUser {password}: closes the account and ends every session. */
export const withdrawUser = (userId: number, body: CheckPasswordPayload): Promise<WithdrawResult> =>
  apiClient.post<WithdrawResult>(withdrawUserPath(userId), body);
