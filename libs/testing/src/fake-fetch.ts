/**
 * The one fake of the network boundary for the web's unit tests (there is no API server in them).
 * It depends on nothing of the app, so @dugout/auth's own tests can use it too.
 */

/** One request as the fake saw it. */
export interface ApiCall {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface ApiReply {
  status: number;
  body?: unknown;
  /** Raw text instead of JSON (an HTML error page from a proxy, say). */
  text?: string;
  headers?: Record<string, string>;
}

/** Answers one call; throwing (or rejecting) fails the fetch like a lost connection. */
export type ApiHandler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

export type FakeFetch = (input: string, init?: RequestInit) => Promise<Response>;

export const ok = (data: unknown): ApiReply => ({ status: 200, body: { ok: true, data } });

export const fail = (status: number, error?: string, errors?: Record<string, string>): ApiReply => ({
  status,
  body: { ok: false, data: null, error, errors },
});

/** What the browser's fetch throws when no server answers. */
export const networkError = () => new TypeError('Failed to fetch');

/** A fetch stand-in that answers with `handler` and records every call. */
export function fakeFetch(handler: ApiHandler): { fetch: FakeFetch; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const fetch: FakeFetch = async (url, init = {}) => {
    const sent = (init.headers ?? {}) as Record<string, string>;
    const call: ApiCall = {
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

const isApiAddress = (url: string) => url.startsWith('/api/');

/**
 * Puts the fake in place of the page's fetch (which the shared API client uses by default):
 * calls to /api/ are answered by `handler` and recorded; anything else (static files such as
 * /remotes.json) fails like an unreachable server. Returns the recorded API calls.
 */
export function serveFakeApi(handler: ApiHandler): ApiCall[] {
  const api = fakeFetch(handler);
  globalThis.fetch = ((url: string, init?: RequestInit) =>
    isApiAddress(url) ? api.fetch(url, init) : Promise.reject(networkError())) as typeof fetch;
  return api.calls;
}

/**
 * A handler from a table of addresses (path with its query, if any) to answers: a reply as is,
 * anything else as the `data` of a success. Other addresses get the API's 404 envelope.
 */
export function answerFrom(routes: Record<string, unknown>): ApiHandler {
  return ({ url }) => {
    const answer = url in routes ? routes[url] : fail(404, '요청한 정보를 찾을 수 없습니다.');
    return isReply(answer) ? answer : ok(answer);
  };
}

const isReply = (value: unknown): value is ApiReply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/** A promise settled from outside, to hold a reply until the test lets it go. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
