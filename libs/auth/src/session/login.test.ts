import { useAuthStore } from '../store/auth.store';
import { createLoginResponse, createSession, fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { loginRequest, logoutRequest } from './login';
import { rememberReturnUrl, takeReturnUrl } from './navigation';

const loginData = createLoginResponse();

function useServer(handler: ApiHandler) {
  return { calls: serveFakeApi(handler) };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.getState().logout();
});

describe('loginRequest', () => {
  it('posts the credentials and stores the mapped session in localStorage when remembered', async () => {
    const server = useServer(() => ok(loginData));

    await expect(loginRequest('kim@example.com', 'password1', true)).resolves.toEqual({ result: true, errors: {} });

    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'kim@example.com', password: 'password1' },
    });
    expect(useAuthStore.getState().user).toEqual(createSession());
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(createSession());
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('keeps an unremembered login in sessionStorage', async () => {
    useServer(() => ok(loginData));
    await loginRequest('kim@example.com', 'password1', false);
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual(createSession());
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('returns the remembered address once', async () => {
    useServer(() => ok(loginData));
    rememberReturnUrl('/user/info');
    await expect(loginRequest('kim@example.com', 'password1', true)).resolves.toEqual({
      result: true,
      returnUrl: '/user/info',
      errors: {},
    });
    expect(takeReturnUrl()).toBeNull();
  });

  it('sends a login with a temporary password to the password change, keeping the flag in the session', async () => {
    useServer(() => ok({ ...loginData, mustChangePassword: true }));
    rememberReturnUrl('/user/info');
    await expect(loginRequest('kim@example.com', 'Temp2345abcd', true)).resolves.toEqual({
      result: true,
      returnUrl: '/user/changepassword',
      errors: {},
    });
    expect(takeReturnUrl()).toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ ...createSession(), mustChangePassword: true });

    useAuthStore.getState().passwordChanged('new-access', 'new-refresh');
    expect(useAuthStore.getState().user).toEqual({ ...createSession(), accessToken: 'new-access', refreshToken: 'new-refresh' });
  });

  it('reports a refused login as apiError', async () => {
    useServer(() => fail(401, '이메일 또는 비밀번호가 올바르지 않습니다.'));
    await expect(loginRequest('kim@example.com', 'wrong', true)).resolves.toEqual({
      result: false,
      errors: { apiError: '이메일 또는 비밀번호가 올바르지 않습니다.' },
    });
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('reports field errors on their fields', async () => {
    useServer(() => fail(400, '입력값을 확인해 주세요.', { email: '이메일 형식이 올바르지 않습니다.' }));
    await expect(loginRequest('kim', 'x', true)).resolves.toEqual({
      result: false,
      errors: { email: '이메일 형식이 올바르지 않습니다.' },
    });
  });
});

describe('logoutRequest', () => {
  it('calls logout with the refresh token and user id, then forgets the session', async () => {
    useAuthStore.getState().login(createSession(), true);
    const server = useServer(() => ok(null));

    await logoutRequest();

    expect(server.calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/auth/logout?refreshToken=refresh-1&userId=12'],
    ]);
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('only logs a failing logout call and still logs out', async () => {
    useAuthStore.getState().login(createSession(), false);
    const server = useServer(() => fail(401));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await logoutRequest();

    expect(logged).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(1);
    expect(useAuthStore.getState().user).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    logged.mockRestore();
  });
});
