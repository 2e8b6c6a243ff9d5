import { setNavigator, takeReturnUrl } from '../session/navigation';
import { useAuthStore } from '../store/auth.store';
import { createSession, deferred, fail, fakeFetch, ok, type ApiCall, type ApiReply } from '@dugout/testing';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

const navigate = jest.fn<void, [string]>();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.getState().logout();
  navigate.mockReset();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/team/3/schedule?season=2');
});

afterAll(() => setNavigator());

const isRefresh = (call: ApiCall) => call.url === '/api/auth/refresh';
const refreshCalls = (calls: ApiCall[]) => calls.filter(isRefresh);

/** A server where only access-2 is a valid token and refresh-1 can be traded for it once. */
function tokenServer(refreshReply: () => ApiReply | Promise<ApiReply> = () => ok({ access_token: 'access-2', refresh_token: 'refresh-2' })) {
  return fakeFetch((call) => {
    if (isRefresh(call)) return refreshReply();
    if (call.authorization !== 'Bearer access-2') return fail(401, '인증이 만료되었습니다.');
    return ok({ path: call.url });
  });
}

describe('API client basics', () => {
  it('sends JSON with the stored Bearer token and returns the envelope data', async () => {
    useAuthStore.getState().login(createSession({ accessToken: 'access-2' }));
    const server = tokenServer();
    const client = createApiClient({ fetch: server.fetch });

    await expect(client.post('/api/user/12/checkPassword', { password: 'pw' })).resolves.toEqual({
      path: '/api/user/12/checkPassword',
    });
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      authorization: 'Bearer access-2',
      contentType: 'application/json',
      body: { password: 'pw' },
    });
  });

  it('sends no Authorization header when nobody is logged in', async () => {
    const server = fakeFetch(() => ok([]));
    await createApiClient({ fetch: server.fetch }).get('/api/ground');
    expect(server.calls[0]?.authorization).toBeUndefined();
  });

  it('prefixes the base URL', async () => {
    const server = fakeFetch(() => ok(1));
    await createApiClient({ fetch: server.fetch, baseUrl: 'http://api.test' }).get('/api/ground');
    expect(server.calls[0]?.url).toBe('http://api.test/api/ground');
  });

  it('throws an ApiError with the message and field errors of a failed envelope', async () => {
    const server = fakeFetch(() => fail(400, '입력값을 확인해 주세요.', { email: '이미 가입된 이메일입니다.' }));
    const error = await createApiClient({ fetch: server.fetch })
      .post('/api/user', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: '입력값을 확인해 주세요.', errors: { email: '이미 가입된 이메일입니다.' } });
  });

  it('treats ok:false inside a 200 as a failure', async () => {
    const server = fakeFetch(() => ({ status: 200, body: { ok: false, data: null, error: '삭제에 실패했습니다.' } }));
    await expect(createApiClient({ fetch: server.fetch }).delete('/api/league/x')).rejects.toMatchObject({
      status: 200,
      message: '삭제에 실패했습니다.',
    });
  });

  it('gives a Korean message when the answer is not an envelope', async () => {
    const server = fakeFetch(() => ({ status: 502, text: '<html>Bad Gateway</html>' }));
    await expect(createApiClient({ fetch: server.fetch }).get('/api/ground')).rejects.toMatchObject({
      status: 502,
      message: '서버에 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    });
  });

  it('reports an unreachable server as status 0', async () => {
    const client = createApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(client.get('/api/ground')).rejects.toMatchObject({
      status: 0,
      message: '서버에 연결할 수 없습니다. 네트워크 상태를 확인한 뒤 다시 시도해 주세요.',
    });
  });
});

describe('401 handling', () => {
  it('refreshes once with the stored refresh token and retries the call once', async () => {
    useAuthStore.getState().login(createSession(), true);
    const server = tokenServer();
    const client = createApiClient({ fetch: server.fetch });

    await expect(client.get('/api/user/12')).resolves.toEqual({ path: '/api/user/12' });

    expect(server.calls.map((c) => [c.method, c.url, c.authorization])).toEqual([
      ['GET', '/api/user/12', 'Bearer access-1'],
      ['POST', '/api/auth/refresh', 'Bearer access-1'],
      ['GET', '/api/user/12', 'Bearer access-2'],
    ]);
    expect(server.calls[1]?.body).toEqual({ refreshToken: 'refresh-1', userId: 12 });
    expect(useAuthStore.getState().user).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ accessToken: 'access-2' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s and retries each call', async () => {
    useAuthStore.getState().login(createSession(), true);
    const refreshReply = deferred<ApiReply>();
    const server = tokenServer(() => refreshReply.promise);
    const client = createApiClient({ fetch: server.fetch });

    const first = client.get('/api/team/1');
    const second = client.get('/api/team/2');
    await new Promise((r) => setTimeout(r, 0));
    refreshReply.resolve(ok({ access_token: 'access-2', refresh_token: 'refresh-2' }));

    await expect(Promise.all([first, second])).resolves.toEqual([{ path: '/api/team/1' }, { path: '/api/team/2' }]);
    expect(refreshCalls(server.calls)).toHaveLength(1);
    const retried = server.calls.filter((c) => c.authorization === 'Bearer access-2').map((c) => c.url);
    expect(retried.sort()).toEqual(['/api/team/1', '/api/team/2']);
  });

  it('retries without another refresh when a late 401 arrives after the refresh', async () => {
    useAuthStore.getState().login(createSession(), true);
    const slowReply = deferred<ApiReply>();
    const server = fakeFetch((call) => {
      if (isRefresh(call)) return ok({ access_token: 'access-2', refresh_token: 'refresh-2' });
      if (call.url === '/api/slow' && call.authorization === 'Bearer access-1') return slowReply.promise;
      return call.authorization === 'Bearer access-2' ? ok(call.url) : fail(401);
    });
    const client = createApiClient({ fetch: server.fetch });

    const slow = client.get('/api/slow');
    await expect(client.get('/api/fast')).resolves.toBe('/api/fast');
    slowReply.resolve(fail(401));

    await expect(slow).resolves.toBe('/api/slow');
    expect(refreshCalls(server.calls)).toHaveLength(1);
  });

  it('logs out and goes to /login when the refresh fails', async () => {
    useAuthStore.getState().login(createSession(), true);
    const server = tokenServer(() => fail(401, '다시 로그인해 주세요.'));
    const client = createApiClient({ fetch: server.fetch });

    await expect(client.get('/api/user/12')).rejects.toMatchObject({ status: 401 });

    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(takeReturnUrl()).toBe('/team/3/schedule?season=2');
    // Not retried: the original call and the refresh only.
    expect(server.calls).toHaveLength(2);
  });

  it('logs out once when concurrent calls share a failed refresh', async () => {
    useAuthStore.getState().login(createSession(), true);
    const server = tokenServer(() => ({ status: 500, text: 'boom' }));
    const client = createApiClient({ fetch: server.fetch });

    const results = await Promise.allSettled([client.get('/api/a'), client.get('/api/b')]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(refreshCalls(server.calls)).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('goes to /login without a refresh call when no refresh token is stored', async () => {
    const server = tokenServer();
    const client = createApiClient({ fetch: server.fetch });

    await expect(client.get('/api/user/12/player')).rejects.toMatchObject({ status: 401, message: '인증이 만료되었습니다.' });

    expect(refreshCalls(server.calls)).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(takeReturnUrl()).toBe('/team/3/schedule?season=2');
  });

  it('does not refresh a 401 of the login call itself', async () => {
    useAuthStore.getState().login(createSession(), true);
    const server = fakeFetch(() => fail(401, '이메일 또는 비밀번호가 올바르지 않습니다.'));
    const client = createApiClient({ fetch: server.fetch });

    await expect(client.post('/api/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
    expect(server.calls).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(useAuthStore.getState().user).not.toBeNull();
  });

  it('does not refresh a second time when the retried call is refused again', async () => {
    useAuthStore.getState().login(createSession(), true);
    const server = fakeFetch((call) =>
      isRefresh(call) ? ok({ access_token: 'access-2', refresh_token: 'refresh-2' }) : fail(401, '권한이 없습니다.'),
    );
    const client = createApiClient({ fetch: server.fetch });

    await expect(client.get('/api/team/admin/manage/12')).rejects.toMatchObject({ status: 401 });

    expect(server.calls.map((c) => c.url)).toEqual([
      '/api/team/admin/manage/12',
      '/api/auth/refresh',
      '/api/team/admin/manage/12',
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('uses an injected onAuthFailure instead of the navigator', async () => {
    const onAuthFailure = jest.fn();
    const server = fakeFetch(() => fail(401));
    const client = createApiClient({ fetch: server.fetch, onAuthFailure });

    await expect(client.get('/api/user/1')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not refresh when the caller opts out', async () => {
    useAuthStore.getState().login(createSession(), true);
    const server = tokenServer();
    const client = createApiClient({ fetch: server.fetch });

    await expect(client.get('/api/auth/logout', { refreshOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls(server.calls)).toHaveLength(0);
  });
});

describe('Idempotency-Key of the writes the server must not do twice', () => {
  /** tokenServer's answers, with the Idempotency-Key each call sent. */
  function keyedServer() {
    const server = tokenServer();
    const keys: (string | undefined)[] = [];
    const fetch = (url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return server.fetch(url, init);
    };
    return { fetch, calls: server.calls, keys };
  }

  it('sends a new key with each idempotent write and the same key on its retry after a refresh', async () => {
    useAuthStore.getState().login(createSession(), true);
    const server = keyedServer();
    const client = createApiClient({ fetch: server.fetch });

    await expect(client.post('/api/team/3/join', { teamId: 3 }, { idempotent: true })).resolves.toEqual({ path: '/api/team/3/join' });
    expect(server.calls.map((c) => [c.url, c.authorization])).toEqual([
      ['/api/team/3/join', 'Bearer access-1'],
      ['/api/auth/refresh', 'Bearer access-1'],
      ['/api/team/3/join', 'Bearer access-2'],
    ]);
    const [sent, refresh, retried] = server.keys;
    expect(sent).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(retried).toBe(sent);
    expect(refresh).toBeUndefined();

    await client.post('/api/team/3/join', { teamId: 3 }, { idempotent: true });
    expect(server.keys[3]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(server.keys[3]).not.toBe(sent);
  });

  it('sends no key with other calls', async () => {
    useAuthStore.getState().login(createSession({ accessToken: 'access-2' }));
    const server = keyedServer();
    const client = createApiClient({ fetch: server.fetch });
    await client.post('/api/user/12/checkPassword', { password: 'pw' });
    await client.get('/api/ground');
    expect(server.keys).toEqual([undefined, undefined]);
  });
});
