import type { BrowserContext, Page } from 'playwright-core';

/** The demo accounts of the embedded demo database (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'dugout-demo-2026';
export const DEMO_ACCOUNTS = {
  head: 'gangseo.head@example.com',
  scorer: 'gangseo.scorer@example.com',
  teamManager: 'team.manager@example.com',
  member: 'member@example.com',
} as const;

/** Opens a login-only address anonymously, logs in on the login page it is sent to, and comes back. */
export async function openAs(context: BrowserContext, email: string, address: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(address);
  await page.waitForURL('**/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  return page;
}
