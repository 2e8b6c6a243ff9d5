import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import type { TeamProfileInfo } from '@dugout/contracts';
import { baseUrl, keepScreenshot, launchBrowser, newContext } from '../support/browser';
import { DEMO_PASSWORD, openAs } from '../support/demo-accounts';

// A new member makes a team with a logo, lands on the result page, opens the team's staff portal
// (he is its manager) and edits the team info there.

/** An 8x8 red PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4ISKCFTEMLQkAnyE8AXD5dAIAAAAASUVORK5CYII=', 'base64');

let browser: Browser;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const parsed = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${parsed.error ?? ''}`);
  return parsed.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('making a team', () => {
  it('creates the team with a logo, opens its staff portal and edits its info there', async () => {
    const suffix = randomBytes(3).toString('hex');
    const email = `maker-${suffix}@example.com`;
    await api('POST', '/api/user', { email, username: '팀만든이', password: DEMO_PASSWORD, phone: '010-2345-6789', birthday: '19900101', gender: 'M' });
    const teamName = `새벽 야구단 ${suffix}`;

    const context = await newContext(browser);
    const page = await openAs(context, email, '/user/makeTeam');
    await page.getByRole('form', { name: '신규 팀 생성' }).waitFor();
    await page.getByLabel('팀 이름').fill(teamName);
    await page.getByLabel('팀 로고').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: '선택한 로고 미리보기' }).waitFor();
    await page.getByLabel('감독').fill('김감독');
    await page.getByLabel('창단일').fill('2020-03-01');
    await page.getByLabel('홈 구장').fill('새벽 구장');
    await page.getByRole('button', { name: '팀 만들기' }).click();

    await page.waitForURL(/\/user\/makeTeamResult\/\d+$/);
    const teamId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: '팀 생성 완료' }).waitFor();
    await page.getByRole('heading', { name: teamName }).waitFor();
    await keepScreenshot(page, 'make-team-result');

    await page.getByRole('link', { name: '팀 관리 화면으로' }).click();
    await page.waitForURL(`**/team/admin/${teamId}/**`);
    await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '팀 정보' }).click();
    const form = page.getByRole('form', { name: '팀 정보 수정' });
    await form.waitFor();
    expect(await page.getByLabel('팀 이름').inputValue()).toBe(teamName);
    expect(await page.getByLabel('홈 구장').inputValue()).toBe('새벽 구장');
    await page.getByLabel('매니저(운영자)').fill('박매니저');
    await page.getByLabel('팀 소개').fill('매주 토요일 새벽에 모입니다.');
    await page.getByRole('button', { name: '저장' }).click();
    await page.getByText('팀 정보를 저장했습니다.').waitFor();
    await keepScreenshot(page, 'team-info-saved');

    const team = await api<TeamProfileInfo>('GET', `/api/team/${teamId}`);
    expect(team).toMatchObject({ teamName, director: '김감독', managerName: '박매니저', estbDt: '2020-03-01', homeGround: '새벽 구장', introduction: '매주 토요일 새벽에 모입니다.', playerCount: 1 });
    expect(team.logoImg).toMatch(/\.png$/);
    const logo = await fetch(`${baseUrl()}/api/team/logo/${team.logoImg}`);
    expect(logo.headers.get('content-type')).toBe('image/png');
    await context.close();
  });
});
