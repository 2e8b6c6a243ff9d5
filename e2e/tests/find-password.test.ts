import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, keepScreenshot, launchBrowser, newContext } from '../support/browser';
import { readState } from '../support/product-server';

// A new member forgets the password: the embedded demo (no SMTP configured) writes the mail as an
// .eml file under its data folder; the member logs in with the temporary password, is held on the
// password change until it is done, and logs in with the new password. A fresh member, so the demo
// accounts the other tests use keep their password.

let browser: Browser;

async function post(urlPath: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl()}${urlPath}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** The temporary password of the newest mail to this address in the server's mail folder, once it is written. */
async function mailedTempPassword(to: string): Promise<string> {
  const mailDir = path.join(readState().dataDir, 'mail');
  for (;;) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((file) => file.endsWith('.eml')).sort().reverse() : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(mailDir, file), 'utf8');
      if (!new RegExp(`^To: ${to}\\r?$`, 'm').test(raw)) continue;
      // nodemailer writes the Korean text base64-encoded (MailService sets textEncoding).
      const text = Buffer.from(raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/\s+/g, ''), 'base64').toString('utf8');
      const match = /임시 비밀번호: (\S+)/.exec(text);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('find password', () => {
  it('mails a temporary password that logs in once, forces the change, then the new password works', async () => {
    const email = `forgot-${randomBytes(3).toString('hex')}@example.com`;
    const member = { email, username: '잊은회원', password: 'first-password-1', phone: '010-2468-1357', birthday: '19920304', gender: 'F' };
    expect((await post('/api/user', member)).status).toBe(201);

    const context = await newContext(browser);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/login');
    await page.getByRole('link', { name: '비밀번호 찾기' }).click();
    await page.waitForURL('**/user/findpassword');
    const form = page.getByRole('form', { name: '비밀번호 찾기' });
    await form.waitFor();
    await form.getByLabel('이메일').fill(email);
    await form.getByLabel('이름').fill('잊은회원');
    await form.getByLabel('생년월일').fill('19920304');
    await form.getByLabel('휴대전화 번호').fill('010-2468-1357');
    await page.getByRole('button', { name: '임시 비밀번호 받기' }).click();
    await page.getByText(/임시 비밀번호를 이메일로 보냈습니다/).waitFor();
    await keepScreenshot(page, 'find-password-sent');

    const temp = await mailedTempPassword(email);
    await page.getByRole('link', { name: '로그인하러 가기' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호').fill(temp);
    await page.getByRole('button', { name: '로그인' }).click();

    await page.waitForURL('**/user/changepassword');
    await page.getByText(/^임시 비밀번호로 로그인했습니다\./).waitFor();
    // Other member pages send the member back until the password is changed.
    await page.goto('/user/info');
    await page.waitForURL('**/user/changepassword');
    await keepScreenshot(page, 'find-password-forced-change');

    await page.getByLabel('현재 비밀번호').fill(temp);
    await page.getByLabel('변경할 비밀번호', { exact: true }).fill('second-password-2');
    await page.getByLabel('변경할 비밀번호 확인').fill('second-password-2');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await page.waitForURL('**/user/info');
    await page.getByText('잊은회원').first().waitFor();
    await context.close();

    // The temporary password worked once; the new one logs in without a forced change.
    expect((await post('/api/auth/login', { email, password: temp })).status).toBe(401);
    const fresh = await post('/api/auth/login', { email, password: 'second-password-2' });
    expect(fresh.status).toBe(200);
    expect(((await fresh.json()) as { data: { mustChangePassword?: boolean } }).data.mustChangePassword).toBeUndefined();
  });
});
