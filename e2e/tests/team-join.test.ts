import type { Browser, Page } from 'playwright-core';
import { baseUrl, keepScreenshot, launchBrowser, newContext } from '../support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, openAs } from '../support/demo-accounts';

// The demo member finds the team manager's team, asks to join it, the manager approves in the staff
// portal, the member sees the team on /user/league, and finally leaves it again.

let browser: Browser;

async function api<T>(method: string, path: string, token?: string): Promise<T> {
  const login = path === '/api/auth/login';
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(login ? { 'Content-Type': 'application/json' } : {}) },
    body: login ? JSON.stringify({ email: token, password: DEMO_PASSWORD }) : undefined,
  });
  const parsed = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${parsed.error ?? ''}`);
  return parsed.data;
}

const loginAs = (email: string) => api<{ user_id: number; access_token: string }>('POST', '/api/auth/login', email);

/** Answers every alert, remembering its text. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('joining a team', () => {
  it('a member searches a team and applies, its manager approves, the member sees the team and can leave it', async () => {
    const manager = await loginAs(DEMO_ACCOUNTS.teamManager);
    const [team] = await api<{ teamId: number; teamName: string }[]>('GET', `/api/team/admin/manage/${manager.user_id}`, manager.access_token);
    if (!team) throw new Error('the demo team manager runs no team');
    // A rerun on the same database starts from a member who is not on the team.
    const member = await loginAs(DEMO_ACCOUNTS.member);
    const before = await api<{ joined: boolean }>('GET', `/api/team/${team.teamId}/join`, member.access_token);
    if (before.joined) await api('POST', `/api/team/${team.teamId}/withdraw`, member.access_token);

    const memberContext = await newContext(browser);
    const page = await openAs(memberContext, DEMO_ACCOUNTS.member, '/user/league');
    const alerts = collectAlerts(page);
    await page.getByRole('heading', { name: '내 리그/팀' }).waitFor();
    await page.getByRole('searchbox', { name: '팀 이름' }).fill(team.teamName.slice(0, 4));
    await page.getByRole('searchbox', { name: '팀 이름' }).press('Enter');
    await page.getByRole('radio', { name: new RegExp(team.teamName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
    await page.getByRole('button', { name: '가입 신청' }).click();

    await page.waitForURL(`**/user/joinTeam?teamId=${team.teamId}`);
    const form = page.getByRole('form', { name: '팀 가입 신청서' });
    await form.waitFor();
    await page.getByRole('heading', { name: team.teamName }).waitFor();
    const playerName = await page.getByLabel('이름', { exact: true }).inputValue();
    expect(playerName).not.toBe('');
    await page.getByLabel('출신 중학교').fill('문정중학교');
    await page.getByLabel('출신 고등학교').fill('문정고등학교');
    await page.getByLabel('주소').fill('서울시 송파구');
    await page.getByLabel('등번호').fill('88');
    await form.getByRole('radio', { name: '외야수' }).check();
    await page.getByLabel('개인정보 제3자 제공에 동의합니다.').check();
    await keepScreenshot(page, 'team-join-form');
    await form.getByRole('button', { name: '가입 신청' }).click();

    await page.waitForURL('**/user/league');
    expect(alerts).toContain('팀 가입 신청이 완료되었습니다. 팀 관리자가 승인하면 가입이 완료됩니다.');
    const requests = page.getByRole('list', { name: '가입 신청 내역' });
    await requests.getByRole('listitem').filter({ hasText: team.teamName }).first().getByText('승인 대기').waitFor();

    const managerContext = await newContext(browser);
    const portal = await openAs(managerContext, DEMO_ACCOUNTS.teamManager, `/team/admin/${team.teamId}/joinTeam`);
    await portal.getByRole('table', { name: '승인 대기 중인 가입 신청' }).getByRole('link', { name: playerName }).first().click();
    await portal.getByRole('heading', { name: '가입 신청 상세' }).waitFor();
    await portal.getByText('문정고등학교').waitFor();
    await portal.getByLabel('팀 역할').selectOption({ label: '선수(주장)' });
    await portal.getByRole('button', { name: '가입 승인' }).click();
    await portal.getByText(`${playerName} 님의 가입을 승인했습니다. (선수(주장))`).waitFor();
    await keepScreenshot(portal, 'team-join-approved');
    await managerContext.close();

    await page.reload();
    const myTeam = page.getByRole('region', { name: '소속 팀' }).getByRole('listitem').filter({ hasText: team.teamName });
    await myTeam.waitFor();
    await requests.getByRole('listitem').filter({ hasText: team.teamName }).first().getByText('승인 완료').waitFor();
    await keepScreenshot(page, 'team-join-my-league');

    await myTeam.getByRole('link', { name: `${team.teamName} 탈퇴` }).click();
    await page.waitForURL(`**/user/withdrawTeam?teamId=${team.teamId}`);
    await page.getByRole('button', { name: '팀 탈퇴' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '탈퇴' }).click();
    await page.waitForURL('**/user/league');
    expect(alerts).toContain(`${team.teamName} 팀에서 탈퇴했습니다.`);
    await page.getByRole('region', { name: '소속 팀' }).locator('ul, .my-league__empty').first().waitFor();
    expect(await myTeam.count()).toBe(0);
    await memberContext.close();
  });
});
