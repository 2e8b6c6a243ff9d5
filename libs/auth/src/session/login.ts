import { FORM_ERROR_KEY, type LoginResponse } from '@dugout/contracts';
import { LOGIN_API_PATH, apiClient, withQuery } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { useAuthStore } from '../store/auth.store';
import type { StoredSession } from '../store/session-persistence';
import { CHANGE_PASSWORD_PATH, takeReturnUrl } from './navigation';

export const LOGOUT_API_PATH = '/api/auth/logout';

/** Login result of the spec: success flag, where to go next, errors by field (incl. apiError). */
export interface LoginResult {
  result: boolean;
  returnUrl?: string;
  errors: Record<string, string>;
}

const LOGIN_FAILED = '로그인 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

/** Maps the login response to the stored session (isAdmin is false at login). */
export function sessionFromLogin(data: LoginResponse): StoredSession {
  return {
    userId: Number(data.user_id),
    username: data.username ?? '',
    nickname: data.nickname ?? '',
    email: data.email ?? '',
    phone: data.phone ?? '',
    photo: data.photo ?? null,
    gender: data.gender === 'F' ? 'F' : 'M',
    birthday: data.birthday ?? '',
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    isAdmin: false,
    ...(data.mustChangePassword === true ? { mustChangePassword: true as const } : {}),
  };
}

/**
 * POST /api/auth/login and keep the session: `remember` (keep me logged in) stores it in
 * localStorage, otherwise in sessionStorage. Never throws; failures come back as errors.
 */
export async function loginRequest(email: string, password: string, remember: boolean): Promise<LoginResult> {
  try {
    const data = await apiClient.post<LoginResponse>(LOGIN_API_PATH, { email, password });
    useAuthStore.getState().login(sessionFromLogin(data), remember);
    // A temporary password's login goes to the password change first; the remembered address is dropped.
    const remembered = takeReturnUrl();
    const returnUrl = data.mustChangePassword === true ? CHANGE_PASSWORD_PATH : remembered;
    return returnUrl ? { result: true, returnUrl, errors: {} } : { result: true, errors: {} };
  } catch (error) {
    if (!isApiError(error)) return { result: false, errors: { [FORM_ERROR_KEY]: LOGIN_FAILED } };
    const fieldErrors = Object.keys(error.errors).length > 0;
    return {
      result: false,
      errors: fieldErrors ? { ...error.errors } : { [FORM_ERROR_KEY]: error.message },
    };
  }
}

/**
 * GET /api/auth/logout?refreshToken&userId, then forget the session. A failing call is only
 * logged: the user is logged out here either way. The caller reloads the page.
 */
export async function logoutRequest(): Promise<void> {
  const user = useAuthStore.getState().user;
  if (user) {
    try {
      await apiClient.get(withQuery(LOGOUT_API_PATH, { refreshToken: user.refreshToken, userId: user.userId }), {
        refreshOn401: false,
      });
    } catch (error) {
      console.error('로그아웃 요청에 실패했습니다.', error);
    }
  }
  useAuthStore.getState().logout();
}
