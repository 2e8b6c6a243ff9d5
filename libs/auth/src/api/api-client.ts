import type { ApiEnvelope, RefreshPayload, RefreshResponse } from '@dugout/contracts';
import { useAuthStore } from '../store/auth.store';
import { goToLogin } from '../session/navigation';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { reportServiceStatus } from './service-status';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Prefix of every path; '' (same origin) by default. */
  baseUrl?: string;
  /** The fetch to use; the browser's by default (looked up per call). */
  fetch?: FetchFunction;
  /** Called when the user has to log in again; by default remembers the page and goes to /login. */
  onAuthFailure?: () => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** false: a 401 is reported as is, without refreshing the session (auth endpoints). */
  refreshOn401?: boolean;
  /**
   * A write the server must not do twice (a post, a box-score save): the call sends a new
   * Idempotency-Key and its retry after a refreshed session sends the same key, so a write that
   * went through is answered again instead of done again.
   */
  idempotent?: boolean;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export const LOGIN_API_PATH = '/api/auth/login';
export const REFRESH_API_PATH = '/api/auth/refresh';

const browserFetch: FetchFunction = (input, init) => globalThis.fetch(input, init);

/** Appends query parameters, skipping null and undefined values. */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function isLoginCall(path: string): boolean {
  return path.split(/[?#]/)[0] === LOGIN_API_PATH;
}

async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T> | null> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'ok' in parsed ? (parsed as ApiEnvelope<T>) : null;
  } catch {
    return null;
  }
}

/**
 * A JSON client for the Dugout API: Bearer token from the auth store, the `{ ok, data, error,
 * errors }` envelope unwrapped (failures throw ApiError), no timeout and no cookies.
 *
 * On a 401 of any call but login: with a refresh token stored it refreshes the session once and
 * retries the call once; concurrent 401s share one refresh. Without a refresh token, or when
 * the refresh fails, the user must log in again (onAuthFailure; by default: go to /login).
 */
export function createApiClient(initial: ApiClientOptions = {}): ApiClient {
  const options: ApiClientOptions = { ...initial };
  let refreshing: Promise<boolean> | null = null;

  const fetchImpl = (): FetchFunction => options.fetch ?? browserFetch;
  const authFailure = () => (options.onAuthFailure ?? goToLogin)();

  async function send(method: HttpMethod, path: string, body: unknown, init: RequestOptions, accessToken?: string) {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (accessToken) headers['Authorization'] = `Bearer ${accessToken}`;
    let payload: BodyInit | undefined;
    if (typeof FormData !== 'undefined' && body instanceof FormData) {
      payload = body; // multipart: the browser sets the boundary header
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetchImpl()(`${options.baseUrl ?? ''}${path}`, {
        method,
        headers,
        body: payload,
        credentials: 'omit',
        signal: init.signal,
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(NETWORK_ERROR_STATUS);
    }
    reportServiceStatus(response);
    return response;
  }

  async function unwrap<T>(response: Response): Promise<T> {
    if (response.status === 204) return undefined as T;
    const envelope = await readEnvelope<T>(response);
    if (!response.ok || !envelope || !envelope.ok) {
      throw new ApiError(response.status, envelope?.error, envelope?.errors);
    }
    return envelope.data as T;
  }

  async function refreshSession(): Promise<boolean> {
    const user = useAuthStore.getState().user;
    if (!user?.refreshToken) return false;
    const body: RefreshPayload = { refreshToken: user.refreshToken, userId: user.userId };
    try {
      // Like every request it carries the stored (expired) token; the refresh token is what counts.
      const response = await send('POST', REFRESH_API_PATH, body, {}, user.accessToken);
      const tokens = await unwrap<RefreshResponse>(response);
      if (!tokens?.access_token || !tokens.refresh_token) return false;
      useAuthStore.getState().updateTokens(tokens.access_token, tokens.refresh_token);
      return true;
    } catch {
      return false;
    }
  }

  /** One refresh at a time: every 401 that arrives meanwhile waits for the same result. */
  function refreshOnce(): Promise<boolean> {
    if (!refreshing) {
      refreshing = refreshSession()
        .then((refreshed) => {
          if (!refreshed) {
            useAuthStore.getState().logout();
            authFailure();
          }
          return refreshed;
        })
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  async function request<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const init = options.idempotent ? { ...options, headers: { ...options.headers, [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } } : options;
    // A call made while a refresh is running waits for the new token instead of failing first.
    if (refreshing) await refreshing;
    const sentToken = useAuthStore.getState().user?.accessToken;
    const response = await send(method, path, body, init, sentToken);
    if (response.status !== 401 || init.refreshOn401 === false || isLoginCall(path)) return unwrap<T>(response);

    const current = useAuthStore.getState().user;
    if (current && current.accessToken !== sentToken) {
      // Another call refreshed the session while this one was under way: just retry.
      return unwrap<T>(await send(method, path, body, init, current.accessToken));
    }
    if (!current?.refreshToken) {
      authFailure();
      return unwrap<T>(response);
    }
    if (!(await refreshOnce())) throw new ApiError(401, '로그인이 만료되었습니다. 다시 로그인해 주세요.');
    // The retry is final: a second 401 is reported, never refreshed again.
    return unwrap<T>(await send(method, path, body, init, useAuthStore.getState().user?.accessToken));
  }

  return {
    request,
    get: (path, init) => request('GET', path, undefined, init),
    post: (path, body, init) => request('POST', path, body, init),
    put: (path, body, init) => request('PUT', path, body, init),
    patch: (path, body, init) => request('PATCH', path, body, init),
    delete: (path, body, init) => request('DELETE', path, body, init),
  };
}

/** A random key per write (crypto.randomUUID where the page has it: secure contexts only). */
function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The page's API client (shared by the shell and every remote through @dugout/auth). */
export const apiClient: ApiClient = createApiClient();

/** `apiClient.request`: JSON in and out, returns the envelope's `data`, throws ApiError. */
export function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return apiClient.request<T>(method, path, body, options);
}
