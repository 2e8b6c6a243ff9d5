import { apiClient, useAuthStore } from '@dugout/auth';
import type { ChangePasswordPayload, RefreshResponse } from '@dugout/contracts';

export const changePasswordPath = (userId: number) => `/api/user/${userId}/changePassword`;

/**
 * PATCH /api/user/{id}/changePassword with { oldPassword, newPassword }. The API revokes every
 * refresh token of the user and answers with a fresh pair for this device, which is kept.
 */
export async function changePassword(userId: number, payload: ChangePasswordPayload): Promise<void> {
  const tokens = await apiClient.patch<RefreshResponse | null>(changePasswordPath(userId), payload);
  if (tokens?.access_token && tokens.refresh_token) {
    useAuthStore.getState().passwordChanged(tokens.access_token, tokens.refresh_token);
  }
}
