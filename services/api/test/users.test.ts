import { seoulToday, VALIDATION_MESSAGES } from '@dugout/contracts';
import dayjs from 'dayjs';
import { bearer, clientIp, countRows, login, newMember, PASSWORD, register, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { tableColumns } from './support/schema';
import { createTestApp, type TestApp } from './support/test-app';

const REQUIRED = '필수 입력 항목입니다.';
const NOT_OWN = '본인 계정의 정보만 조회하거나 변경할 수 있습니다.';
const EMAIL_TAKEN = '이미 사용 중인 이메일입니다.';
const VALIDATION_FAILED = '입력값을 확인해 주세요.';
const JSON_ONLY = '지원하지 않는 요청 데이터 형식입니다. JSON으로 보내 주세요.';

/** YYYYMMDD of today in Korea moved by whole years and days. */
const seoulDay = (years: number, days = 0) => dayjs(seoulToday(), 'YYYYMMDD').add(years, 'year').add(days, 'day').format('YYYYMMDD');

describe('users on MySQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('schema', () => {
    const columnsOf = (table: string) => tableColumns(t, table, { markNullable: true });

    it('has the user, refresh_token and player tables of the migration', async () => {
      expect(await columnsOf('user')).toEqual({
        user_id: 'int(11)',
        email: 'varchar(100)',
        username: 'varchar(20)',
        nickname: 'varchar(20) null',
        password_hash: 'varchar(255)',
        phone: 'varchar(20)',
        birthday: 'char(8)',
        gender: 'char(1)',
        photo: 'varchar(255) null',
        is_admin: 'tinyint(1)',
        created_at: 'datetime',
        withdrawn_at: 'datetime null',
      });
      expect(await columnsOf('refresh_token')).toEqual({
        id: 'int(11)',
        user_id: 'int(11)',
        family_id: 'varchar(64)',
        token_hash: 'char(64)',
        expires_at: 'datetime',
        used_at: 'datetime null',
        revoked_at: 'datetime null',
        created_at: 'datetime',
      });
      expect(Object.keys(await columnsOf('player'))).toEqual([
        'player_id', 'user_id', 'player_name', 'birthday', 'gender', 'middle_school', 'school', 'address1', 'phone',
        'pro_type_middle', 'pro_type', 'bat_thrw', 'position', 'created_at',
      ]);
    });

    it('keeps emails unique, one player per member, and players without a member', async () => {
      const userId = await register(t);
      const [{ email }] = await t.dataSource.query('SELECT email FROM `user` WHERE user_id = ?', [userId]);
      await expect(
        t.dataSource.query("INSERT INTO `user` (email, username, password_hash, phone, birthday, gender) VALUES (?, 'x', 'x', 'x', '20000101', 'M')", [email]),
      ).rejects.toThrow(/Duplicate entry/);

      const players = build(t).players;
      await players.player({ userId, playerName: '선수1' });
      await expect(t.dataSource.query("INSERT INTO player (user_id, player_name) VALUES (?, '선수2')", [userId])).rejects.toThrow(/Duplicate entry/);
      await players.players([{ userId: null, playerName: '비회원1' }, { userId: null, playerName: '비회원2' }]);
      await expect(t.dataSource.query("INSERT INTO player (user_id, player_name) VALUES (987654, '유령')")).rejects.toThrow(/foreign key constraint/i);
    });
  });

  describe('registration', () => {
    it('creates the member with an argon2id hash and answers without it', async () => {
      const member = newMember({ email: '  Park.JiSung@Example.COM ', username: '박지성', phone: '02-123-4567', gender: 'M' });
      const response = await t.http.post('/api/user').send(member);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        ok: true,
        data: {
          userId: expect.any(Number),
          email: 'park.jisung@example.com',
          username: '박지성',
          nickname: null,
          phone: '02-123-4567',
          birthday: member.birthday,
          gender: 'M',
          photo: null,
        },
      });
      expect(response.text).not.toContain(PASSWORD);
      const [row] = await t.dataSource.query('SELECT password_hash AS hash, is_admin AS isAdmin FROM `user` WHERE user_id = ?', [
        response.body.data.userId,
      ]);
      expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.hash).not.toContain(PASSWORD);
      expect(Number(row.isAdmin)).toBe(0);
      expect(response.text).not.toContain(row.hash);
    });

    it('takes a phone typed as digits only and stores and shows it as 010-1234-5678', async () => {
      const me = await registerAndLogin(t, { phone: '01012345678' });
      const [row] = await t.dataSource.query('SELECT phone FROM `user` WHERE user_id = ?', [me.userId]);
      expect(row.phone).toBe('010-1234-5678');
      const read = await t.http.get(`/api/user/${me.userId}`).set(bearer(me.accessToken));
      expect(read.status).toBe(200);
      expect(read.body.data.phone).toBe('010-1234-5678');
    });

    it('refuses a taken email, whatever its case, with 409 and the email field error', async () => {
      const member = newMember();
      await register(t, member);
      const before = await countRows(t, 'user');
      const response = await t.http.post('/api/user').send({ ...member, email: member.email.toUpperCase() });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ ok: false, data: null, error: EMAIL_TAKEN, errors: { email: EMAIL_TAKEN } });
      expect(await countRows(t, 'user')).toBe(before);
    });

    it('refuses children under 14 (by the day, in Korean time) and accepts a 14th birthday today', async () => {
      const before = await countRows(t, 'user');
      const child = await t.http.post('/api/user').send(newMember({ birthday: seoulDay(-14, 1) }));
      expect(child.status).toBe(400);
      expect(child.body.errors).toEqual({ birthday: VALIDATION_MESSAGES.underMinimumAge });
      expect(await countRows(t, 'user')).toBe(before);

      const fourteen = await t.http.post('/api/user').send(newMember({ birthday: seoulDay(-14) }));
      expect(fourteen.status).toBe(201);
    });

    const valid = () => newMember();
    const without = (field: keyof ReturnType<typeof newMember>) => {
      const payload: Record<string, unknown> = { ...valid() };
      delete payload[field];
      return payload;
    };

    it.each<[string, () => unknown, Record<string, string>]>([
      [
        'an empty body',
        () => ({}),
        { email: REQUIRED, username: REQUIRED, password: REQUIRED, phone: REQUIRED, birthday: VALIDATION_MESSAGES.birthdayFormat, gender: VALIDATION_MESSAGES.genderRequired },
      ],
      ['no email', () => without('email'), { email: REQUIRED }],
      ['a malformed email', () => ({ ...valid(), email: 'kim@' }), { email: '이메일 형식이 올바르지 않습니다.' }],
      ['an email of 101 characters', () => ({ ...valid(), email: `${'a'.repeat(89)}@example.com` }), { email: '100자 이하로 입력해 주세요.' }],
      ['an email given as a list', () => ({ ...valid(), email: ['kim@example.com'] }), { email: '문자로 입력해 주세요.' }],
      ['a one-letter name', () => ({ ...valid(), username: '김' }), { username: '2자 이상 입력해 주세요.' }],
      ['a name of 21 characters', () => ({ ...valid(), username: '가'.repeat(21) }), { username: '20자 이하로 입력해 주세요.' }],
      ['a name given as a number', () => ({ ...valid(), username: 12345 }), { username: '문자로 입력해 주세요.' }],
      ['a 7-character password', () => ({ ...valid(), password: 'short12' }), { password: '8자 이상 입력해 주세요.' }],
      ['a 129-character password', () => ({ ...valid(), password: 'p'.repeat(129) }), { password: '128자 이하로 입력해 주세요.' }],
      ['a password given as a number', () => ({ ...valid(), password: 12345678 }), { password: '문자로 입력해 주세요.' }],
      ['a password given as null', () => ({ ...valid(), password: null }), { password: REQUIRED }],
      ['a malformed phone', () => ({ ...valid(), phone: '010-1234-567' }), { phone: VALIDATION_MESSAGES.phoneFormat }],
      ['a mobile phone a digit short', () => ({ ...valid(), phone: '0101234567' }), { phone: VALIDATION_MESSAGES.phoneFormat }],
      ['a 7-digit birthday', () => ({ ...valid(), birthday: '1990011' }), { birthday: VALIDATION_MESSAGES.birthdayFormat }],
      ['a birthday that does not exist', () => ({ ...valid(), birthday: '20010229' }), { birthday: VALIDATION_MESSAGES.birthdayNotReal }],
      ['a birthday in the future', () => ({ ...valid(), birthday: seoulDay(1) }), { birthday: VALIDATION_MESSAGES.birthdayInFuture }],
      ['an unknown gender', () => ({ ...valid(), gender: 'X' }), { gender: VALIDATION_MESSAGES.genderRequired }],
      ['a gender given as an object', () => ({ ...valid(), gender: { M: true } }), { gender: '문자로 입력해 주세요.' }],
    ])('answers 400 with field errors and writes nothing for %s', async (_label, payload, errors) => {
      const before = await countRows(t, 'user');
      const response = await t.http.post('/api/user').send(payload() as object);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, data: null, error: VALIDATION_FAILED, errors });
      expect(await countRows(t, 'user')).toBe(before);
    });

    it.each<[string, (request: ReturnType<TestApp['http']['post']>) => ReturnType<TestApp['http']['post']>, number, string]>([
      ['malformed JSON', (r) => r.set('Content-Type', 'application/json').send('{"email": "kim@example.com", '), 400, '요청 형식이 올바르지 않습니다.'],
      ['a JSON array', (r) => r.send([newMember()]), 400, '요청 본문은 JSON 객체여야 합니다.'],
      ['plain text', (r) => r.set('Content-Type', 'text/plain').send(JSON.stringify(newMember())), 415, JSON_ONLY],
      ['a form-encoded body', (r) => r.type('form').send(newMember()), 415, JSON_ONLY],
      ['a multipart body', (r) => r.field('email', 'kim@example.com').field('password', PASSWORD), 415, JSON_ONLY],
      ['a body over 1 MB', (r) => r.send({ ...newMember(), username: 'x'.repeat(1_100_000) }), 413, '요청 데이터가 너무 큽니다.'],
    ])('answers %s with the error envelope and writes nothing', async (_label, send, status, error) => {
      const before = await countRows(t, 'user');
      const response = await send(t.http.post('/api/user'));
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ ok: false, data: null, error });
      expect(await countRows(t, 'user')).toBe(before);
    });

    it('tells whether an email is still free', async () => {
      const member = newMember();
      const check = (email: unknown) => t.http.post('/api/user/checkEmail').send({ email });
      expect((await check(member.email)).body).toEqual({ ok: true, data: { available: true } });
      await register(t, member);
      const taken = await check(member.email.toUpperCase());
      expect([taken.status, taken.body]).toEqual([200, { ok: true, data: { available: false } }]);
      const bad = await check('nope');
      expect([bad.status, bad.body.errors]).toEqual([400, { email: '이메일 형식이 올바르지 않습니다.' }]);
    });
  });

  describe('own account', () => {
    let me: LoggedIn;
    let other: LoggedIn;

    beforeAll(async () => {
      me = await registerAndLogin(t, { username: '이승엽', birthday: '19760818', phone: '010-3636-3636' });
      other = await registerAndLogin(t);
    });

    it('returns exactly the account fields, never the hash', async () => {
      const response = await t.http.get(`/api/user/${me.userId}`).set(bearer(me.accessToken));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ok: true,
        data: {
          userId: me.userId,
          email: me.member.email,
          username: '이승엽',
          nickname: null,
          phone: '010-3636-3636',
          birthday: '19760818',
          gender: 'M',
          photo: null,
        },
      });
      expect(response.text).not.toMatch(/argon2|hash|password/i);
    });

    it.each([
      ['GET', (id: number) => `/api/user/${id}`, undefined],
      ['GET', (id: number) => `/api/user/${id}/player`, undefined],
      ['POST', (id: number) => `/api/user/${id}/checkPassword`, { password: PASSWORD }],
      ['PATCH', (id: number) => `/api/user/${id}/changePassword`, { oldPassword: PASSWORD, newPassword: 'new-password-1' }],
    ] as const)('%s %s: 403 for another member, 401 without a token, 400 for a malformed id', async (method, path, body) => {
      const call = (url: string) => {
        const request = method === 'GET' ? t.http.get(url) : method === 'POST' ? t.http.post(url) : t.http.patch(url);
        return body ? request.send(body) : request;
      };
      const forbidden = await call(path(other.userId)).set(bearer(me.accessToken));
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ ok: false, data: null, error: NOT_OWN });

      const anonymous = await call(path(me.userId));
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ ok: false, data: null, error: '로그인이 필요합니다.' });

      const malformed = await call(path(me.userId).replace(String(me.userId), 'me')).set(bearer(me.accessToken));
      expect(malformed.status).toBe(400);
      expect(malformed.body.ok).toBe(false);

      // The other member's password was not changed by any of this.
      expect((await login(t, other.member.email, PASSWORD)).status).toBe(200);
    });

    it('returns data null before the member is a player, then the player fields', async () => {
      const playerOf = () => t.http.get(`/api/user/${me.userId}/player`).set(bearer(me.accessToken));
      expect((await playerOf()).body).toEqual({ ok: true, data: null });

      await build(t).players.player({
        userId: me.userId, playerName: '이승엽', birthday: '19760818', gender: 'M', middleSchool: '경상중', school: '경북고',
        address1: '대구 수성구', phone: '010-3636-3636', proTypeMiddle: 1, proType: 1, batThrw: 21, position: 'IN',
      });
      const response = await playerOf();
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ok: true,
        data: {
          playerId: expect.any(Number),
          playerName: '이승엽',
          birthday: '19760818',
          gender: 'M',
          middleSchool: '경상중',
          school: '경북고',
          address1: '대구 수성구',
          phone: '010-3636-3636',
          proTypeMiddle: 1,
          proType: 1,
          batThrw: 21,
          position: 'IN',
        },
      });
    });
  });

  describe('passwords', () => {
    it('checks the current password', async () => {
      const me = await registerAndLogin(t);
      const check = (password: unknown) => t.http.post(`/api/user/${me.userId}/checkPassword`).set(bearer(me.accessToken)).send({ password });
      expect((await check(PASSWORD)).body).toEqual({ ok: true, data: { result: true } });
      expect((await check('wrong-password')).body).toEqual({ ok: true, data: { result: false } });
      const missing = await check(undefined);
      expect([missing.status, missing.body.errors]).toEqual([400, { password: REQUIRED }]);
    });

    it('limits wrong current-password guesses per account to 10 in 15 minutes', async () => {
      const me = await registerAndLogin(t);
      const check = (password: string) => t.http.post(`/api/user/${me.userId}/checkPassword`).set(bearer(me.accessToken)).send({ password });
      for (let i = 0; i < 10; i += 1) {
        expect((await check(`guess-${i}-password`)).body.data).toEqual({ result: false });
      }
      const blocked = await check(PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ ok: false, data: null, error: '비밀번호 확인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses a wrong current password on the oldPassword field and changes nothing', async () => {
      const me = await registerAndLogin(t);
      const [{ hash: before }] = await t.dataSource.query('SELECT password_hash AS hash FROM `user` WHERE user_id = ?', [me.userId]);
      const response = await t.http
        .patch(`/api/user/${me.userId}/changePassword`)
        .set(bearer(me.accessToken))
        .send({ oldPassword: 'not-my-password', newPassword: 'brand-new-password' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        ok: false,
        data: null,
        error: '현재 비밀번호가 올바르지 않습니다.',
        errors: { oldPassword: '현재 비밀번호가 올바르지 않습니다.' },
      });
      const [{ hash: after }] = await t.dataSource.query('SELECT password_hash AS hash FROM `user` WHERE user_id = ?', [me.userId]);
      expect(after).toBe(before);
      expect((await t.http.post('/api/auth/refresh').send({ refreshToken: me.refreshToken, userId: me.userId })).status).toBe(200);
    });

    it('validates the new password with the form rules', async () => {
      const me = await registerAndLogin(t);
      const change = (body: object) => t.http.patch(`/api/user/${me.userId}/changePassword`).set(bearer(me.accessToken)).send(body);
      const short = await change({ oldPassword: PASSWORD, newPassword: 'short' });
      expect([short.status, short.body.errors]).toEqual([400, { newPassword: '8자 이상 입력해 주세요.' }]);
      const empty = await change({});
      expect(empty.body.errors).toEqual({ oldPassword: VALIDATION_MESSAGES.oldPasswordRequired, newPassword: VALIDATION_MESSAGES.newPasswordRequired });
      const same = await change({ oldPassword: PASSWORD, newPassword: PASSWORD });
      expect([same.status, same.body.errors]).toEqual([400, { newPassword: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.' }]);
    });

    it('changes the password and ends every session, handing this device a fresh one', async () => {
      const me = await registerAndLogin(t);
      const elsewhere = (await login(t, me.member.email, PASSWORD)).body.data.refresh_token as string;

      const response = await t.http
        .patch(`/api/user/${me.userId}/changePassword`)
        .set(bearer(me.accessToken))
        .send({ oldPassword: PASSWORD, newPassword: '새 비밀번호는 길다 2026' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true, data: { access_token: expect.any(String), refresh_token: expect.any(String) } });

      for (const oldToken of [me.refreshToken, elsewhere]) {
        expect((await t.http.post('/api/auth/refresh').send({ refreshToken: oldToken, userId: me.userId })).status).toBe(401);
      }
      const fresh = await t.http.post('/api/auth/refresh').send({ refreshToken: response.body.data.refresh_token, userId: me.userId });
      expect(fresh.status).toBe(200);

      expect((await login(t, me.member.email, PASSWORD)).status).toBe(401);
      expect((await login(t, me.member.email, '새 비밀번호는 길다 2026', clientIp())).status).toBe(200);
    });
  });
});
