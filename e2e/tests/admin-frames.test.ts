import type { Browser, Page } from 'playwright-core';
import { baseUrl, desktopViewport, keepScreenshot, launchBrowser, newContext } from '../support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, openAs } from '../support/demo-accounts';

const HEAD = DEMO_ACCOUNTS.head;
const SCORER = DEMO_ACCOUNTS.scorer;
const TEAM_MANAGER = DEMO_ACCOUNTS.teamManager;
const MEMBER = DEMO_ACCOUNTS.member;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '관리 메뉴' });
const menuButton = (page: Page) => page.getByRole('button', { name: '관리 메뉴' });

/** The team the demo team manager runs, asked from the API as he would be. */
async function managedTeamId(): Promise<number> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: TEAM_MANAGER, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { user_id: number; access_token: string } };
  const teams = await fetch(`${baseUrl()}/api/team/admin/manage/${data.user_id}`, {
    headers: { Authorization: `Bearer ${data.access_token}` },
  });
  const body = (await teams.json()) as { data: { teamId: number }[] };
  return body.data[0].teamId;
}

describe('league admin frame', () => {
  it('takes a grade-1 manager to the schedule list with every menu group; screen management is 준비 중', async () => {
    const context = await newContext(browser, desktopViewport);
    const page = await openAs(context, HEAD, '/league/gangseo/admin');
    await page.waitForURL('**/league/gangseo/admin/schedule');
    await page.getByRole('heading', { name: '일정 관리' }).waitFor();
    for (const group of ['리그 관리', '기록 관리', '커뮤니티 관리', '홈페이지 관리', '회원 관리']) {
      await sideMenu(page).getByText(group, { exact: true }).first().waitFor();
    }
    await sideMenu(page).getByRole('link', { name: '운영진 관리' }).waitFor();

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await sideMenu(page).getByRole('button', { name: '화면 관리' }).click();
    await sideMenu(page).getByRole('button', { name: '배너 관리' }).click();
    expect(alerts).toEqual(['준비 중입니다.', '준비 중입니다.']);
    await keepScreenshot(page, 'league-admin-head');
    await context.close();
  });

  it('takes a grade-5 manager to the game list, without member management', async () => {
    const context = await newContext(browser, desktopViewport);
    const page = await openAs(context, SCORER, '/league/gangseo/admin');
    await page.waitForURL('**/league/gangseo/admin/game');
    await page.getByRole('heading', { name: '경기 관리' }).waitFor();
    await sideMenu(page).getByRole('link', { name: '경기 관리' }).waitFor();
    await expect(sideMenu(page).getByText('회원 관리').count()).resolves.toBe(0);
    await expect(sideMenu(page).getByRole('link', { name: '운영진 관리' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('closes the side menu by itself under 1210 px and opens it with the menu button', async () => {
    const context = await newContext(browser, { width: 1024, height: 800 });
    const page = await openAs(context, HEAD, '/league/gangseo/admin/dashboard');
    await page.getByRole('heading', { name: '관리자 대시보드' }).waitFor();
    await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(sideMenu(page).isVisible()).resolves.toBe(false);

    await menuButton(page).click();
    await sideMenu(page).getByRole('link', { name: '일정 관리' }).waitFor();
    const width = await sideMenu(page).evaluate((element) => element.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(210);

    // Wide again: the menu sits beside the screen; narrowed below 1210 px it closes by itself.
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.locator('.dg-admin:not(.dg-admin--narrow)').waitFor();
    await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.locator('.dg-admin--narrow').waitFor();
    await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });
});

describe('team admin frame', () => {
  it('lets the team manager in, with the side menu, and closes the menu after a move on a narrow screen', async () => {
    const teamId = await managedTeamId();
    const context = await newContext(browser, { width: 1024, height: 800 });
    const page = await openAs(context, TEAM_MANAGER, `/team/admin/${teamId}`);
    await page.waitForURL(`**/team/admin/${teamId}/dashboard`);
    await page.getByRole('heading', { name: '대시보드' }).waitFor();
    await menuButton(page).click();
    await sideMenu(page).getByRole('link', { name: '가입 승인' }).click();
    await page.getByRole('heading', { name: '가입 승인' }).waitFor();
    await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });
});

describe('a plain member', () => {
  it('is sent to the league page from the league admin and home from the team admin', async () => {
    const teamId = await managedTeamId();
    const context = await newContext(browser, desktopViewport);
    const page = await openAs(context, MEMBER, '/league/gangseo/admin');
    await page.waitForURL((url) => url.pathname === '/league/gangseo');

    await page.goto(`/team/admin/${teamId}`);
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
