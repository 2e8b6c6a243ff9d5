import { JwtService } from '@nestjs/jwt';
import { bearer, clientIp, countRows, login, newMember, PASSWORD, register, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { createTestApp, type TestApp } from './support/test-app';

const LOGIN_FAILED = '이메일 또는 비밀번호가 올바르지 않습니다.';
const TOO_MANY_LOGINS = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.';
const REFRESH_INVALID = '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.';
const REFRESH_REUSED = '이미 사용된 로그인 정보입니다. 보안을 위해 다시 로그인해 주세요.';
const LOGIN_REQUIRED = '로그인이 필요합니다.';
const TOKEN_INVALID = '로그인이 만료되었거나 올바르지 않습니다. 다시 로그인해 주세요.';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('auth on MySQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const refresh = (refreshToken: string, userId: number) => t.http.post('/api/auth/refresh').send({ refreshToken, userId });
  const logout = (refreshToken: string, userId: number) => t.http.get('/api/auth/logout').query({ refreshToken, userId });
  const ownAccount = (session: Pick<LoggedIn, 'userId' | 'accessToken'>) =>
    t.http.get(`/api/user/${session.userId}`).set(bearer(session.accessToken));
  const tokenRow = async (token: string) => {
    const rows = await t.dataSource.query('SELECT family_id, used_at, revoked_at FROM refresh_token WHERE token_hash = SHA2(?, 256)', [token]);
    return rows[0] as { family_id: string; used_at: Date | null; revoked_at: Date | null } | undefined;
  };

  describe('a whole session: register, login, call, refresh, reuse, logout', () => {
    it('works end to end and refuses a replayed refresh token by ending its session', async () => {
      const member = newMember({ email: 'Hong.GilDong@Example.com', username: '홍길동', gender: 'F', birthday: '19950303' });
      const userId = await register(t, member);

      const loggedIn = await login(t, 'hong.gildong@example.com', PASSWORD);
      expect(loggedIn.status).toBe(200);
      expect(loggedIn.body).toEqual({
        ok: true,
        data: {
          user_id: userId,
          username: '홍길동',
          nickname: null,
          email: 'hong.gildong@example.com',
          phone: '010-1234-5678',
          photo: null,
          gender: 'F',
          birthday: '19950303',
          access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
          refresh_token: expect.stringMatching(/^[\w-]{43}$/),
        },
      });
      const first = { userId, accessToken: loggedIn.body.data.access_token, refreshToken: loggedIn.body.data.refresh_token };
      expect(JSON.parse(Buffer.from(first.accessToken.split('.')[0], 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });

      // An authorized call.
      const account = await ownAccount(first);
      expect(account.status).toBe(200);
      expect(account.body.data).toMatchObject({ userId, email: 'hong.gildong@example.com', username: '홍길동' });

      // Refresh rotates: both tokens are new, the old refresh token is marked used, same family.
      const rotated = await refresh(first.refreshToken, userId);
      expect(rotated.status).toBe(200);
      expect(rotated.body).toEqual({ ok: true, data: { access_token: expect.any(String), refresh_token: expect.any(String) } });
      const second = { userId, accessToken: rotated.body.data.access_token, refreshToken: rotated.body.data.refresh_token };
      expect(second.accessToken).not.toBe(first.accessToken);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      const [oldRow, newRow] = [await tokenRow(first.refreshToken), await tokenRow(second.refreshToken)];
      expect(oldRow?.used_at).not.toBeNull();
      expect(newRow).toMatchObject({ family_id: oldRow?.family_id, used_at: null, revoked_at: null });
      expect((await ownAccount(second)).status).toBe(200);

      // The old refresh token again: refused, and the whole family dies with it.
      const replay = await refresh(first.refreshToken, userId);
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ ok: false, data: null, error: REFRESH_REUSED });
      const newest = await refresh(second.refreshToken, userId);
      expect(newest.status).toBe(401);
      expect(newest.body).toEqual({ ok: false, data: null, error: REFRESH_INVALID });
      expect((await tokenRow(second.refreshToken))?.revoked_at).not.toBeNull();

      // A new login is a new family; logout ends it (and only it).
      const third = (await login(t, member.email, PASSWORD)).body.data;
      const otherDevice = (await login(t, member.email, PASSWORD)).body.data;
      const loggedOut = await logout(third.refresh_token, userId);
      expect(loggedOut.status).toBe(200);
      expect(loggedOut.body).toEqual({ ok: true, data: null });
      expect((await refresh(third.refresh_token, userId)).status).toBe(401);
      expect((await refresh(otherDevice.refresh_token, userId)).status).toBe(200);
      // Logging out twice is not an error.
      expect((await logout(third.refresh_token, userId)).status).toBe(200);
    });

    it('refuses a refresh token presented with another user id, and unknown or malformed refresh input', async () => {
      const a = await registerAndLogin(t);
      const b = await registerAndLogin(t);
      const crossed = await refresh(a.refreshToken, b.userId);
      expect(crossed.status).toBe(401);
      expect(crossed.body).toEqual({ ok: false, data: null, error: REFRESH_INVALID });
      // Someone else's logout call cannot end a's session either.
      await logout(a.refreshToken, b.userId);
      expect((await refresh(a.refreshToken, a.userId)).status).toBe(200);

      expect((await refresh('x'.repeat(43), a.userId)).body).toEqual({ ok: false, data: null, error: REFRESH_INVALID });

      const missing = await t.http.post('/api/auth/refresh').send({});
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ refreshToken: '필수 입력 항목입니다.', userId: '필수 입력 항목입니다.' });
      const badLogout = await t.http.get('/api/auth/logout').query({ refreshToken: 'abc', userId: 'me' });
      expect(badLogout.status).toBe(400);
      expect(badLogout.body.errors).toEqual({ userId: '숫자를 입력해 주세요.' });
    });

    it('stores refresh tokens only as their SHA-256', async () => {
      const session = await registerAndLogin(t);
      const raw = await t.dataSource.query('SELECT COUNT(*) AS count FROM refresh_token WHERE token_hash = ?', [session.refreshToken]);
      expect(Number(raw[0].count)).toBe(0);
      expect(await tokenRow(session.refreshToken)).toBeDefined();
    });
  });

  describe('login failures', () => {
    it('answers an unknown email, a wrong password and a withdrawn account identically', async () => {
      const member = newMember();
      await register(t, member);
      const withdrawn = newMember();
      const withdrawnId = await register(t, withdrawn);
      await build(t).users.withdrawn(withdrawnId);

      const unknown = await login(t, 'nobody-here@example.com', PASSWORD);
      const wrong = await login(t, member.email, 'wrong-password-1');
      const gone = await login(t, withdrawn.email, withdrawn.password);
      const expected = { ok: false, data: null, error: LOGIN_FAILED, errors: { apiError: LOGIN_FAILED } };
      for (const response of [unknown, wrong, gone]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual(expected);
        expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
      }
    });

    it('validates the login body with the form rules', async () => {
      const response = await t.http.post('/api/auth/login').send({ email: 'not-an-email', password: 12345678 });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        ok: false,
        data: null,
        error: '입력값을 확인해 주세요.',
        errors: { email: '이메일 형식이 올바르지 않습니다.', password: '문자로 입력해 주세요.' },
      });
      const form = await t.http.post('/api/auth/login').type('form').send({ email: 'kim@example.com', password: PASSWORD });
      expect(form.status).toBe(415);
      expect(form.body).toEqual({ ok: false, data: null, error: '지원하지 않는 요청 데이터 형식입니다. JSON으로 보내 주세요.' });
    });

    it('never answers with the password or its hash', async () => {
      const member = newMember({ password: 'visible-secret-42' });
      await register(t, member);
      const response = await login(t, member.email, member.password);
      const [{ hash }] = await t.dataSource.query('SELECT password_hash AS hash FROM `user` WHERE email = ?', [member.email]);
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(response.text).not.toContain('visible-secret-42');
      expect(response.text).not.toContain(hash);
      expect(response.text).not.toMatch(/argon2|password/i);
    });
  });

  describe('login rate limits', () => {
    it('answers 429 with Retry-After after 10 failures for one email from one address, even for the right password', async () => {
      const member = newMember();
      await register(t, member);
      const ip = clientIp();
      for (let i = 0; i < 10; i += 1) {
        expect((await login(t, member.email, `wrong-password-${i}`, ip)).status).toBe(401);
      }
      const blocked = await login(t, member.email, PASSWORD, ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ ok: false, data: null, error: TOO_MANY_LOGINS });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      // The owner logging in from elsewhere is not locked out.
      expect((await login(t, member.email, PASSWORD, clientIp())).status).toBe(200);
    });

    it('answers 429 to one address after 50 failures spread over many emails', async () => {
      const ip = clientIp();
      for (let i = 0; i < 50; i += 1) {
        expect((await login(t, `spray-${i}@example.com`, 'password-guess', ip)).status).toBe(401);
      }
      const blocked = await login(t, 'spray-next@example.com', 'password-guess', ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toBe(TOO_MANY_LOGINS);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    });
  });

  describe('access tokens', () => {
    let session: LoggedIn;

    beforeAll(async () => {
      session = await registerAndLogin(t);
    });

    const callWith = (token: string) => t.http.get(`/api/user/${session.userId}`).set(bearer(token));
    const sign = (payload: object, options: { secret?: string; algorithm?: 'HS256' | 'HS512'; expiresIn?: number; audience?: string } = {}) =>
      new JwtService().sign(
        { ...payload },
        {
          secret: options.secret ?? t.config.jwt.secret,
          algorithm: options.algorithm ?? 'HS256',
          expiresIn: options.expiresIn ?? 300,
          issuer: 'dugout-api',
          audience: options.audience ?? 'dugout-web',
          subject: String(session.userId),
        },
      );

    it('accepts a token the app would sign itself (the forgeries below differ in one thing only)', async () => {
      expect((await callWith(sign({ typ: 'access' }))).status).toBe(200);
    });

    it('answers 401 without a token', async () => {
      const response = await t.http.get(`/api/user/${session.userId}`);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ ok: false, data: null, error: LOGIN_REQUIRED });
    });

    it.each([
      ['signed with another secret', () => sign({ typ: 'access' }, { secret: 'another-secret-another-secret-another' })],
      ['signed with HS512 instead of HS256', () => sign({ typ: 'access' }, { algorithm: 'HS512' })],
      ['expired', () => sign({ typ: 'access' }, { expiresIn: -10 })],
      ['minted for another audience', () => sign({ typ: 'access' }, { audience: 'someone-else' })],
      ['without the access typ', () => sign({})],
      ['of another typ', () => sign({ typ: 'refresh' })],
      [
        'with alg none',
        () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(session.userId), typ: 'access', iss: 'dugout-api', aud: 'dugout-web', exp: 4102444800 })}.`,
      ],
      ['that is a refresh token', () => session.refreshToken],
      ['that is garbage', () => 'not.a.token'],
    ])('answers 401 to an access token %s', async (_label, token) => {
      const response = await callWith(token());
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ ok: false, data: null, error: TOKEN_INVALID });
    });

    it('writes no token for a login refused for bad input', async () => {
      const before = await countRows(t, 'refresh_token');
      await t.http.post('/api/auth/login').send({ email: session.member.email });
      expect(await countRows(t, 'refresh_token')).toBe(before);
    });
  });
});
