import fs from 'node:fs';
import path from 'node:path';
import { readMail, tempPasswordOf } from '../../../test/support/mail-message';
import { useEmbeddedApp } from '../../../test/support/embedded-app';

// The password-reset queries on the embedded database (better-sqlite3), as `npm start` runs them: no SMTP, the mail is a file.
describe('find password on the embedded database', () => {
  const embedded = useEmbeddedApp('password-reset');
  const member = { email: 'sqlite-find@example.com', username: '임베디드', password: 'own-password-1', phone: '010-2222-3333', birthday: '19880808', gender: 'M' };

  const post = (url: string, payload: object) => embedded.app.inject({ method: 'POST', url, payload });
  const login = (password: string) => post('/api/auth/login', { email: member.email, password });
  const mailDir = () => path.join(embedded.dir, 'db/mail');
  const mails = () => (fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((file) => file.endsWith('.eml')).sort() : []);
  const requestMail = async (): Promise<string> => {
    const before = mails().length;
    expect((await post('/api/user/tempPassword', { email: member.email, name: member.username, birthday: member.birthday, phone: member.phone })).statusCode).toBe(200);
    // The mail is written after the answer: wait for the file (jest's timeout bounds the wait).
    while (mails().length === before) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const newest = mails().at(-1) as string;
    return tempPasswordOf(readMail(fs.readFileSync(path.join(mailDir(), newest), 'utf8')));
  };

  beforeAll(async () => {
    expect((await post('/api/user', member)).statusCode).toBe(201);
  });

  it('stores, expires, redeems once and refuses the used temporary password', async () => {
    const expired = await requestMail();
    await embedded.db.query("UPDATE temp_password SET expires_at = '2000-01-01 00:00:00'");
    expect((await login(expired)).statusCode).toBe(401);

    const older = await requestMail();
    const temp = await requestMail();
    expect((await login(older)).statusCode).toBe(401);
    const first = await login(temp);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.mustChangePassword).toBe(true);
    expect((await login(temp)).statusCode).toBe(401);
    expect((await login(member.password)).statusCode).toBe(401);
    const rows = await embedded.db.query('SELECT used_at FROM temp_password WHERE used_at IS NOT NULL');
    expect(rows).toHaveLength(1);
  });
});
