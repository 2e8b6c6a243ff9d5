import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { keepScreenshot, launchBrowser, newContext, phoneViewport } from '../support/browser';
import { readState } from '../support/product-server';

let browser: Browser;
const email = `e2e-${Date.now()}@example.com`;
const password = 'dugout-e2e-pass-1';

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Re-signs the stored access token with an `exp` in the past, as if it had run out while browsing. */
function expiredCopyOf(accessToken: string): string {
  const [, payloadPart] = accessToken.split('.');
  const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  const now = Math.floor(Date.now() / 1000);
  const expired = { ...payload, iat: now - 1000, exp: now - 100 };
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(expired)).toString('base64url');
  const signature = crypto.createHmac('sha256', readState().jwtSecret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

async function storedSession(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const text = window.localStorage.getItem('user') ?? window.sessionStorage.getItem('user');
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  });
}

describe('accounts', () => {
  it('registers in three steps after a visible validation error', async () => {
    const context = await newContext(browser, phoneViewport);
    const page = await context.newPage();
    await page.goto('/user/register');

    // Step 0: both consents are required.
    await page.getByRole('button', { name: '확인' }).click();
    await page.getByText('서비스 이용약관에 동의해야 합니다.').waitFor();
    await page.getByLabel('서비스 이용약관에 동의합니다.').check();
    await page.getByLabel('개인정보처리방침에 동의합니다.').check();
    await page.getByRole('button', { name: '확인' }).click();

    // Step 1: a mismatched confirmation is refused in Korean first.
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호', { exact: true }).fill(password);
    await page.getByLabel('비밀번호 확인').fill('something-else-1');
    await page.getByLabel('이름').fill('김더그');
    await page.getByLabel('휴대전화 번호').fill('010-1234-5678');
    await page.getByLabel('생년월일').fill('19900101');
    await page.getByLabel('남', { exact: true }).check();
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByText('비밀번호가 일치하지 않습니다.').first().waitFor();
    await keepScreenshot(page, 'register-validation-error');

    await page.getByLabel('비밀번호 확인').fill(password);
    await page.getByRole('button', { name: '가입하기' }).click();

    // Step 2: the name and a login link.
    await page.getByText('김더그').first().waitFor();
    await page.getByRole('link', { name: /로그인/ }).first().waitFor();
    await keepScreenshot(page, 'register-done');
    await context.close();
  });

  it('logs in from a guarded page, returns there, survives a reload and an expired token, and logs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();

    // A guarded route visited anonymously goes to /login and comes back after the login.
    await page.goto('/user/info');
    await page.waitForURL('**/login');
    await expect(page.getByLabel('로그인 상태 유지').isChecked()).resolves.toBe(true);
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호').fill(password);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL('**/user/info');
    await page.locator('.shell-account__username', { hasText: '김더그' }).waitFor();
    await page.getByText(email).first().waitFor();

    // Keep-me-logged-in: the session is in localStorage and survives a reload.
    const session = await storedSession(page);
    expect(session).toMatchObject({ username: '김더그', email, isAdmin: false });
    await expect(page.evaluate(() => window.localStorage.getItem('user') !== null)).resolves.toBe(true);
    await page.reload();
    await page.locator('.shell-account__username', { hasText: '김더그' }).waitFor();

    // The access token runs out while browsing: the next call refreshes it without the user noticing.
    const expiredToken = expiredCopyOf(String(session?.accessToken));
    await page.evaluate((token) => {
      const stored = JSON.parse(window.localStorage.getItem('user') as string);
      window.localStorage.setItem('user', JSON.stringify({ ...stored, accessToken: token }));
    }, expiredToken);
    const refreshCalls: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/refresh')) refreshCalls.push(response.status());
    });
    await page.reload();
    await page.getByText(email).first().waitFor();
    expect(page.url()).toContain('/user/info');
    expect(refreshCalls).toEqual([200]);
    const refreshed = await storedSession(page);
    expect(refreshed?.accessToken).not.toBe(expiredToken);
    expect(refreshed?.refreshToken).not.toBe(session?.refreshToken);
    await keepScreenshot(page, 'user-info');

    // The affiliation panel of the league pages asks the member API, which answers (empty) lists.
    const panelCalls: string[] = [];
    page.on('response', (response) => {
      if (/\/api\/(league\/main\/(manager|myLeagueMain)\/|team\/admin\/manage\/|team\?userId=)/.test(response.url())) {
        panelCalls.push(`${response.status()} ${new URL(response.url()).pathname}`);
      }
    });
    await page.goto('/league/gangseo');
    await page.getByRole('button', { name: '나의 소속' }).click();
    const panel = page.getByRole('dialog', { name: '나의 소속' });
    await panel.getByRole('heading', { name: /가입한 팀/ }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] .dg-membership__empty').length === 4);
    expect([...new Set(panelCalls)].sort()).toEqual(
      ['/api/league/main/manager/', '/api/league/main/myLeagueMain/', '/api/team', '/api/team/admin/manage/'].map((prefix) =>
        expect.stringMatching(new RegExp(`^200 ${prefix}(\\d+)?$`)),
      ),
    );
    await keepScreenshot(page, 'league-affiliation-panel');
    await page.keyboard.press('Escape');

    // Logout clears the session and shows the login button again.
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('link', { name: '로그인' }).first().waitFor();
    await expect(storedSession(page)).resolves.toBeNull();
    await context.close();
  });

  it('shows the generic Korean message for a wrong password', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호').fill('wrong-password-1');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('alert').filter({ hasText: '이메일 또는 비밀번호가 올바르지 않습니다.' }).waitFor();
    await context.close();
  });
});
