import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { baseUrl, keepScreenshot, launchBrowser, newContext } from '../support/browser';
import { DEMO_PASSWORD, openAs } from '../support/demo-accounts';

// A new member changes his info with a profile photo and sees it in the top bar and the sidebar,
// then withdraws: this page and a second page of the same member are logged out, the login
// refuses the account and the email can be registered again.

/** An 8x8 red PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4ISKCFTEMLQkAnyE8AXD5dAIAAAAASUVORK5CYII=', 'base64');

let browser: Browser;

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('my account', () => {
  it('changes the info with a photo shown in the top bar, then withdraws and is logged out everywhere', async () => {
    const email = `account-${randomBytes(3).toString('hex')}@example.com`;
    const member = { email, username: '사진회원', password: DEMO_PASSWORD, phone: '010-3456-7890', birthday: '19910203', gender: 'M' };
    expect((await post('/api/user', member)).status).toBe(201);

    const context = await newContext(browser);
    const page = await openAs(context, email, '/user/change');
    await page.getByRole('form', { name: '회원 정보 수정' }).waitFor();
    expect(await page.getByLabel('이름').inputValue()).toBe('사진회원');
    await page.getByLabel('이름').fill('바뀐이름');
    await page.getByLabel('휴대전화 번호').fill('010-9999-8888');
    await page.getByLabel('프로필 사진').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: '프로필 사진 미리보기' }).waitFor();
    await page.getByRole('button', { name: '정보 수정' }).click();

    await page.waitForURL('**/user/info');
    const avatar = page.getByTestId('account-photo');
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/api\/user\/profile\/photo\/[0-9a-f-]+\.png\?w=\d+$/);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="account-photo"]');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    await page.getByRole('img', { name: '바뀐이름님의 프로필 사진' }).waitFor();
    await page.getByText('010-9999-8888').waitFor();
    await keepScreenshot(page, 'member-account-changed');

    // A second page of the same member, open on his info.
    const second = await context.newPage();
    await second.goto('/user/info');
    await second.getByText('010-9999-8888').waitFor();

    await page.goto('/user/withdraw');
    await page.getByRole('form', { name: '회원 탈퇴' }).waitFor();
    await page.getByLabel('비밀번호').fill('wrong-password-1');
    await page.getByLabel('위 내용을 확인했으며 탈퇴에 동의합니다.').check();
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await page.getByText('비밀번호가 올바르지 않습니다.').waitFor();
    await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '회원 탈퇴' }).click();

    await page.waitForURL('**/user/withdrawResult');
    await page.getByRole('heading', { name: '회원 탈퇴 완료' }).waitFor();
    await page.getByRole('link', { name: '로그인', exact: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await keepScreenshot(page, 'member-account-withdrawn');

    // The second page is logged out too and sent to the login page.
    await second.waitForURL('**/login');
    await second.getByLabel('이메일').fill(email);
    await second.getByLabel('비밀번호').fill(DEMO_PASSWORD);
    await second.getByRole('button', { name: '로그인' }).click();
    await second.getByText(/이메일 또는 비밀번호/).waitFor();
    await context.close();

    // The email is free again.
    expect((await post('/api/user', member)).status).toBe(201);
  });
});
