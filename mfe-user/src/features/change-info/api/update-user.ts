import { apiClient } from '@dugout/auth';
import type { UserAccount } from '@dugout/contracts';

export const updateUserPath = (userId: number) => `/api/user/${userId}`;

/** POST /api/user/{id} (multipart: username, phone, birthday, gender, the player fields, photo): the changed account. */
export const updateUser = (userId: number, body: FormData): Promise<UserAccount> => apiClient.post<UserAccount>(updateUserPath(userId), body);
