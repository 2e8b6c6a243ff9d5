import { configureApiClient, type FetchFunction, type StoredSession } from '@dugout/auth';

/** One request as the fake API saw it. */
export interface ApiCall {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export interface ApiReply {
  status: number;
  body?: unknown;
}

export type ApiHandler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

export const ok = (data: unknown): ApiReply => ({ status: 200, body: { ok: true, data } });

export const fail = (status: number, error?: string, errors?: Record<string, string>): ApiReply => ({
  status,
  body: { ok: false, data: null, error, errors },
});

/**
 * Points the page's API client at `handler` (there is no API server in unit tests) and
 * records every call. The client itself — envelope, tokens, errors — runs for real.
 */
export function serveFakeApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: ApiCall = {
      method: init.method ?? 'GET',
      url,
      authorization: headers['Authorization'],
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const reply = await handler(call);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return { status: reply.status, ok: reply.status >= 200 && reply.status < 300, text: async () => text } as Response;
  };
  configureApiClient({ fetch });
  return calls;
}

/** A promise settled from outside, to hold a reply until the test lets it go. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export const member = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  userId: 12,
  username: '김철수',
  nickname: '철수',
  email: 'kim@example.com',
  phone: '010-1234-5678',
  photo: null,
  gender: 'M',
  birthday: '19900101',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  isAdmin: false,
  ...overrides,
});

/** `data` of POST /api/auth/login for `member()`. */
export const loginResponse = {
  user_id: 12,
  username: '김철수',
  nickname: '철수',
  email: 'kim@example.com',
  phone: '010-1234-5678',
  photo: null,
  gender: 'M',
  birthday: '19900101',
  access_token: 'access-1',
  refresh_token: 'refresh-1',
};
