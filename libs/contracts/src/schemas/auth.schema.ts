import type { InferType } from 'yup';
import { emailField, idField, passwordInput } from './fields';
import { yup } from './korean-yup';
import { VALIDATION_LIMITS as L } from './validation-limits';

/** POST /api/auth/login body; the login form uses the same schema. */
export const loginSchema = yup.object({
  email: emailField(),
  password: passwordInput(),
});
export type LoginInput = InferType<typeof loginSchema>;

/** POST /api/auth/refresh body. */
export const refreshPayloadSchema = yup.object({
  refreshToken: yup.string().required().max(L.tokenMax),
  userId: idField().required(),
});
export type RefreshPayload = InferType<typeof refreshPayloadSchema>;

/** GET /api/auth/logout?refreshToken&userId query (query values arrive as text and are cast). */
export const logoutQuerySchema = refreshPayloadSchema;
export type LogoutQuery = RefreshPayload;

/** `data` of a successful POST /api/auth/login. */
export interface LoginResponse {
  user_id: number;
  username: string;
  nickname: string | null;
  email: string;
  phone: string;
  photo: string | null;
  gender: 'M' | 'F';
  birthday: string;
  access_token: string;
  refresh_token: string;
  /** Present (true) when the member logged in with a mailed temporary password: the password must be changed first. */
  mustChangePassword?: true;
}

/** `data` of a successful POST /api/auth/refresh. */
export interface RefreshResponse {
  access_token: string;
  refresh_token: string;
}
