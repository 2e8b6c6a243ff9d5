import type { FetchFunction } from '../api/api-client';
import type { StoredSession } from '../store/auth.store';

/** One request as the fake server saw it. */
export interface RecordedCall {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  /** Raw text instead of JSON (an HTML error page from a proxy, say). */
  text?: string;
  headers?: Record<string, string>;
}

export type FakeHandler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

/** A fetch stand-in that answers with `handler` and records every call (there is no API server in unit tests). */
export function fakeFetch(handler: FakeHandler): { fetch: FetchFunction; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const sent = (init.headers ?? {}) as Record<string, string>;
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      authorization: sent['Authorization'],
      contentType: sent['Content-Type'],
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const reply = await handler(call);
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    const headers = new Map(Object.entries(reply.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    return {
      status: reply.status,
      ok: reply.status >= 200 && reply.status < 300,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: async () => text,
    } as Response;
  };
  return { fetch, calls };
}

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { ok: true, data } });

export const fail = (status: number, error?: string, errors?: Record<string, string>): FakeReply => ({
  status,
  body: { ok: false, data: null, error, errors },
});

/** A promise settled from outside, to hold a reply until the test lets it go. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const sampleSession = (overrides: Partial<StoredSession> = {}): StoredSession => ({
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
