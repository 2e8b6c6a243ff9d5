export { useAuthStore, useSession, useIsLoggedIn } from './store/auth.store';
export type { AuthState, StoredSession, SessionProfile } from './store/auth.store';
export { SESSION_STORAGE_KEY } from './store/session-persistence';

export { ApiError, isApiError, defaultErrorMessage, NETWORK_ERROR_STATUS } from './api/api-error';
export {
  apiClient,
  apiRequest,
  createApiClient,
  withQuery,
  IDEMPOTENCY_KEY_HEADER,
  LOGIN_API_PATH,
  REFRESH_API_PATH,
} from './api/api-client';
export type { ApiClient, ApiClientOptions, FetchFunction, HttpMethod, RequestOptions } from './api/api-client';
export { swrConfig, swrFetcher, useApiSWR } from './api/swr';
export { formRefusal, multipartBody } from './api/form-submit';
export type { FormRefusal } from './api/form-submit';
export { reportServiceStatus, useServiceStatus } from './api/service-status';
export type { ServiceStatus } from './api/service-status';
export type { ApiKey } from './api/swr';

export {
  CHANGE_PASSWORD_PATH,
  LOGIN_PATH,
  RETURN_URL_STORAGE_KEY,
  currentAddress,
  goToLogin,
  isSafeReturnUrl,
  navigateTo,
  rememberReturnUrl,
  setNavigator,
  takeReturnUrl,
} from './session/navigation';
export type { Navigator } from './session/navigation';
export { loginRequest, logoutRequest, sessionFromLogin, LOGOUT_API_PATH } from './session/login';
export type { LoginResult } from './session/login';
export { RequireLogin } from './routing/require-login';
export type { RequireLoginProps } from './routing/require-login';
