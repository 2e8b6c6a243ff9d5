import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { League, LeagueBase, RosterRegistration, TeamCreated } from '@dugout/contracts';
import { baseUrl, keepScreenshot, launchBrowser, newContext } from '../support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, openAs } from '../support/demo-accounts';

// The 강서 head writes the active season's participation agreement; a member whose player is
// registered in that season reads and signs it, and sees it in /user/agreementList. No demo member
// plays in 강서, so the test makes one through the API: a new member makes a team (he is on its
// roster), the head adds the team to a league of the season and registers the player.

let browser: Browser;

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body && !isForm ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const parsed = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${parsed.error ?? ''}`);
  return parsed.data;
}

const loginAs = async (email: string) =>
  (await api<{ access_token: string }>('POST', '/api/auth/login', undefined, { email, password: DEMO_PASSWORD })).access_token;

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

describe('league participation agreement', () => {
  it('the league head writes it, a registered player signs it and sees it in his list', async () => {
    const suffix = randomBytes(3).toString('hex');
    const email = `pledge-${suffix}@example.com`;
    const playerName = '서약선수';
    await api('POST', '/api/user', undefined, { email, username: playerName, password: DEMO_PASSWORD, phone: '010-3456-7890', birthday: '19920202', gender: 'M' });
    const memberToken = await loginAs(email);
    const teamForm = new FormData();
    teamForm.append('teamName', `서약 야구단 ${suffix}`);
    const team = await api<TeamCreated>('POST', '/api/team/user', memberToken, teamForm);

    const headToken = await loginAs(DEMO_ACCOUNTS.head);
    const base = await api<LeagueBase>('GET', '/api/league/base/gangseo');
    const season = base.seasons.find((item) => item.seasonId === base.activeSeasonId);
    if (!season) throw new Error('강서리그 has no active season');
    const [league] = await api<League[]>('GET', `/api/league/season/${season.seasonId}/league`);
    if (!league) throw new Error('the active season of 강서리그 has no league');
    await api('POST', `/api/league/admin/league/${league.leagueId}/addTeams`, headToken, { teamIds: [team.teamId] });
    const roster = await api<RosterRegistration[]>('GET', `/api/league/admin/league/${league.leagueId}/team/${team.teamId}/teamplayers`, headToken);
    const player = roster.find((line) => line.playerName === playerName);
    if (!player) throw new Error('the new member is not on his team roster');
    await api('POST', `/api/league/admin/league/${league.leagueId}/team/${team.teamId}/register`, headToken, {
      playerIds: [player.playerId],
      registerDate: season.beginDate,
    });

    // The head writes the text of the active season.
    const text = `제 1조 리그 규정과 심판의 판정을 존중합니다. (${suffix})\n제 2조 상대 팀 선수를 배려합니다.`;
    const headContext = await newContext(browser);
    const admin = await openAs(headContext, DEMO_ACCOUNTS.head, '/league/gangseo/admin/agreements');
    await admin.getByRole('heading', { level: 1, name: '참가 서약서' }).waitFor();
    const textbox = admin.getByRole('textbox', { name: '서약서 내용' });
    await textbox.fill(text);
    await admin.getByRole('button', { name: '저장' }).click();
    await admin.getByText('저장되었습니다.').waitFor();
    await admin.getByRole('table', { name: '팀별 서명 현황' }).getByRole('row', { name: new RegExp(`서약 야구단 ${suffix}`) }).waitFor();
    await keepScreenshot(admin, 'agreement-admin');

    // The member reads it, types a wrong name, then his player's name.
    const memberContext = await newContext(browser);
    const page = await openAs(memberContext, email, `/agreement/gangseo/${season.seasonId}`);
    const alerts = collectAlerts(page);
    await page.getByRole('document', { name: '서약서 내용' }).getByText(`(${suffix})`, { exact: false }).waitFor();
    await page.getByLabel('서명 (선수 이름)').fill('홍길동');
    await page.getByRole('button', { name: '서약서에 서명' }).click();
    await page.getByText(`서명한 이름이 등록된 선수 이름(${playerName})과 일치하지 않습니다.`).first().waitFor();
    await page.getByLabel('서명 (선수 이름)').fill(playerName);
    await keepScreenshot(page, 'agreement-sign');
    await page.getByRole('button', { name: '서약서에 서명' }).click();

    await page.waitForURL(`**/user/agreementList/${season.seasonId}`);
    expect(alerts).toContain('참가 서약서에 서명했습니다.');
    await page.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(한국 시간\)/).waitFor();
    expect(await page.getByRole('document', { name: '서약서 내용' }).textContent()).toContain(`(${suffix})`);

    await page.goto('/user/agreementList');
    const item = page.getByRole('list', { name: '참가 서약서 목록' }).getByRole('listitem').filter({ hasText: `${base.mainName} ${season.seasonName}` });
    await item.getByText('서명 완료').waitFor();
    expect(await item.getByRole('link', { name: '서약서 보기' }).getAttribute('href')).toBe(`/user/agreementList/${season.seasonId}`);
    await keepScreenshot(page, 'agreement-list');

    // The league head's counts follow.
    await admin.reload();
    const row = admin.getByRole('table', { name: '팀별 서명 현황' }).getByRole('row', { name: new RegExp(`서약 야구단 ${suffix}`) });
    await row.getByRole('cell', { name: '1명' }).first().waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['1명', '1명']);
    await headContext.close();
    await memberContext.close();
  });
});
