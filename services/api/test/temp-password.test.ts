import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { formatDateTime, TEMP_PASSWORD_SENT_MESSAGE } from '@dugout/contracts';
import { bearer, clientIp, login, newMember, PASSWORD, register, type Member } from './auth-fixtures';
import { build } from './factories';
import { readMail, tempPasswordOf, type ReadMail } from './support/mail-message';
import { createTestApp, type TestApp } from './support/test-app';

interface Received extends ReadMail {
  envelopeTo: string[];
}

// POST /api/user/tempPassword on MySQL, with the mail received by a real SMTP server this test starts.
describe('find password: temporary password by e-mail', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: Received[] = [];
  const waiting: Array<{ to: string; resolve: (mail: Received) => void }> = [];

  /** Resolves with the next mail to this address (already received or still to come). */
  const nextMailTo = (to: string): Promise<Received> => {
    const index = received.findIndex((mail) => mail.envelopeTo.includes(to));
    if (index >= 0) return Promise.resolve(received.splice(index, 1)[0] as Received);
    return new Promise((resolve) => waiting.push({ to, resolve }));
  };

  const request = (body: object, ip = clientIp()) => t.http.post('/api/user/tempPassword').set('X-Forwarded-For', ip).send(body);
  const findBody = (member: Member, overrides: Partial<Record<'email' | 'name' | 'birthday' | 'phone', string>> = {}) => ({
    email: member.email,
    name: member.username,
    birthday: member.birthday,
    phone: member.phone,
    ...overrides,
  });
  const rowsOf = async (userId: number) =>
    (await t.dataSource.query('SELECT temp_password_id, expires_at, used_at FROM temp_password WHERE user_id = ? ORDER BY temp_password_id', [userId])) as Array<{
      temp_password_id: number;
      expires_at: Date;
      used_at: Date | null;
    }>;

  /** A registered member with a mailed temporary password. */
  const memberWithTempPassword = async (overrides: Partial<Member> = {}) => {
    const member = newMember(overrides);
    const userId = await register(t, member);
    const mail = nextMailTo(member.email);
    expect((await request(findBody(member))).status).toBe(200);
    return { member, userId, mail: await mail };
  };

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail: Received = { ...readMail(Buffer.concat(chunks).toString('utf8')), envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) };
          const waiter = waiting.findIndex((w) => mail.envelopeTo.includes(w.to));
          if (waiter >= 0) waiting.splice(waiter, 1)[0]?.resolve(mail);
          else received.push(mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: '더그아웃 <no-reply@dugout.test>' });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails a known member a Korean message with the temporary password and its expiry in Korean time', async () => {
    const { member, userId, mail } = await memberWithTempPassword({ username: '박메일' });
    expect(mail.envelopeTo).toEqual([member.email]);
    expect(mail.subject).toBe('[더그아웃] 임시 비밀번호 안내');
    expect(mail.text).toContain('박메일님, 안녕하세요. 더그아웃입니다.');
    const [row] = await rowsOf(userId);
    expect(row?.used_at).toBeNull();
    expect(mail.text).toContain(`사용 기한: ${formatDateTime(row?.expires_at)} (한국 시간)까지`);
    expect(mail.text).toContain('비밀번호 변경 화면');
    expect(tempPasswordOf(mail)).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('finds a member whose stored phone has hyphens when the phone is typed as digits only', async () => {
    const member = newMember({ username: '숫자만', phone: '010-2468-1357' });
    const userId = await register(t, member);
    const mail = nextMailTo(member.email);
    const answer = await request(findBody(member, { phone: '01024681357' }));
    expect(answer.status).toBe(200);
    expect((await mail).envelopeTo).toEqual([member.email]);
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('gives the same answer for an unknown e-mail and for a wrong name, birthday or phone, and mails nothing', async () => {
    const member = newMember({ username: '정보틀림' });
    const userId = await register(t, member);
    const known = await request(findBody(member));
    await nextMailTo(member.email);
    const answers = [
      await request(findBody(member, { email: 'nobody-here@example.com' })),
      await request(findBody(member, { name: '다른이름' })),
      await request(findBody(member, { birthday: '19800101' })),
      await request(findBody(member, { phone: '010-9999-0000' })),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(known.status);
      expect(answer.body).toEqual(known.body);
    }
    expect(known.body.data).toEqual({ message: TEMP_PASSWORD_SENT_MESSAGE });
    expect(await rowsOf(userId)).toHaveLength(1);

    // Mails leave in the background: once a later one has arrived, none of the refused ones is on its way.
    const witness = await memberWithTempPassword();
    expect(witness.mail.envelopeTo).toEqual([witness.member.email]);
    expect(received).toEqual([]);
  });

  it('logs in once with the temporary password, opens only the change until it is made, then refuses it again', async () => {
    const { member, userId, mail } = await memberWithTempPassword();
    const temp = tempPasswordOf(mail);
    // Before it is used the member's own password still works (someone else asking changes nothing).
    const own = await login(t, member.email, PASSWORD);
    expect(own.status).toBe(200);
    expect(own.body.data.mustChangePassword).toBeUndefined();

    const withTemp = await login(t, member.email, temp);
    expect(withTemp.status).toBe(200);
    expect(withTemp.body.data.mustChangePassword).toBe(true);
    expect((await rowsOf(userId))[0]?.used_at).not.toBeNull();
    // Using it replaced the password and ended the older sessions.
    expect((await login(t, member.email, PASSWORD)).status).toBe(401);
    expect((await t.http.post('/api/auth/refresh').send({ refreshToken: own.body.data.refresh_token, userId })).status).toBe(401);

    const again = await login(t, member.email, temp);
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('이미 사용한 임시 비밀번호입니다. 비밀번호 찾기에서 새 임시 비밀번호를 받아 주세요.');

    // Until the change, the session opens the own account and the change only, also after a refresh.
    const limited = bearer(withTemp.body.data.access_token);
    expect((await t.http.get(`/api/user/${userId}`).set(limited)).status).toBe(200);
    const refused = await t.http.get(`/api/league/main/myLeagueMain/${userId}`).set(limited);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('임시 비밀번호로 로그인했습니다. 비밀번호를 변경한 뒤 이용해 주세요.');
    const refreshed = await t.http.post('/api/auth/refresh').send({ refreshToken: withTemp.body.data.refresh_token, userId });
    expect(refreshed.status).toBe(200);
    expect((await t.http.get(`/api/league/main/myLeagueMain/${userId}`).set(bearer(refreshed.body.data.access_token))).status).toBe(403);

    const changed = await t.http
      .patch(`/api/user/${userId}/changePassword`)
      .set(bearer(refreshed.body.data.access_token))
      .send({ oldPassword: temp, newPassword: 'brand-new-pass-7' });
    expect(changed.status).toBe(200);
    // The change hands this device a session without the limit.
    expect((await t.http.get(`/api/league/main/myLeagueMain/${userId}`).set(bearer(changed.body.data.access_token))).status).toBe(200);
    const fresh = await login(t, member.email, 'brand-new-pass-7');
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.mustChangePassword).toBeUndefined();
    expect((await login(t, member.email, temp)).status).toBe(401);
  });

  it('refuses an expired temporary password and keeps only the newest one usable', async () => {
    const { member, userId, mail } = await memberWithTempPassword();
    await build(t).users.expireTempPasswords(userId, new Date('2000-01-01T00:00:00Z'));
    const expired = await login(t, member.email, tempPasswordOf(mail));
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');

    const second = nextMailTo(member.email);
    expect((await request(findBody(member))).status).toBe(200);
    const older = tempPasswordOf(await second);
    const third = nextMailTo(member.email);
    expect((await request(findBody(member))).status).toBe(200);
    const newest = tempPasswordOf(await third);
    expect((await login(t, member.email, older)).status).toBe(401);
    expect((await login(t, member.email, newest)).status).toBe(200);
    expect((await rowsOf(userId)).filter((row) => row.used_at !== null)).toHaveLength(1);
  });

  it('limits requests per e-mail and per client address with a Korean 429 and Retry-After', async () => {
    const member = newMember();
    await register(t, member);
    for (let i = 0; i < 5; i += 1) {
      expect((await request(findBody(member, { name: '아무개' }))).status).toBe(200);
    }
    const perEmail = await request(findBody(member));
    expect(perEmail.status).toBe(429);
    expect(perEmail.body.error).toBe('임시 비밀번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsOf(await userIdOf(member.email))).toHaveLength(0);

    const ip = clientIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await request(findBody(newMember()), ip)).status).toBe(200);
    }
    const perIp = await request(findBody(newMember()), ip);
    expect(perIp.status).toBe(429);
    expect(perIp.body.error).toBe('임시 비밀번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
  });

  it('answers 400 with Korean field errors for missing or malformed input', async () => {
    const missing = await request({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['birthday', 'email', 'name', 'phone']);
    const malformed = await request({ email: 'not-an-email', name: '김', birthday: '1990', phone: '12345' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.phone).toBe('전화번호 형식이 올바르지 않습니다.');
    expect(malformed.body.errors.birthday).toBe('8자리 날짜를 입력해 주세요.');
  });

  const userIdOf = async (email: string): Promise<number> =>
    Number((await t.dataSource.query('SELECT user_id FROM `user` WHERE email = ?', [email]))[0].user_id);
});
