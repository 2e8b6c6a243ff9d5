import type { Browser, Page } from 'playwright-core';
import { baseUrl, desktopViewport, keepScreenshot, launchBrowser, newContext } from '../support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, openAs } from '../support/demo-accounts';

// The flow runs on 강동 (gangdong), whose head and team manager are demo accounts; the other browser
// tests use 강서. afterAll gives 강동 back its active season and removes the season made here.
const LEAGUE = 'gangdong';
const HEAD = 'gangdong.head@example.com';
const NEW_SEASON = '2031 시즌';
const LEAGUES = ['토요 1부', '일요 2부'];

interface SeasonRow {
  seasonId: number;
  seasonName: string;
  active: boolean;
  beginDate: string;
  endDate: string;
}

let browser: Browser;
let mainId: number;
let activeBefore: SeasonRow;

async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as { ok: boolean; data: T; error?: string }) : null;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${parsed?.error ?? ''}`);
  return parsed?.data as T;
}

async function login(email: string): Promise<{ token: string; userId: number }> {
  const data = await api<{ access_token: string; user_id: number }>('POST', '/api/auth/login', null, { email, password: DEMO_PASSWORD });
  return { token: data.access_token, userId: data.user_id };
}

async function seasons(): Promise<SeasonRow[]> {
  return (await api<{ seasons: SeasonRow[] }>('GET', `/api/league/base/${LEAGUE}`, null)).seasons;
}

/** The value, or a failed test naming what was missing. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** A row of the admin table that names `text`. */
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

beforeAll(async () => {
  browser = await launchBrowser();
  mainId = (await api<{ mainId: number }>('GET', `/api/league/base/${LEAGUE}`, null)).mainId;
  const active = (await seasons()).find((season) => season.active);
  if (!active) throw new Error('강동 has no active season');
  activeBefore = active;
});

afterAll(async () => {
  const { token } = await login(HEAD);
  const made = (await seasons()).find((season) => season.seasonName === NEW_SEASON);
  const { seasonName, beginDate, endDate } = activeBefore;
  await api('PUT', `/api/league/main/${mainId}/season/${activeBefore.seasonId}`, token, { seasonName, beginDate, endDate, active: true });
  if (made) await api('DELETE', `/api/league/main/${mainId}/season/${made.seasonId}`, token);
  await browser?.close();
});

describe('a grade-1 manager sets up a new season from the admin screens alone', () => {
  it('creates the season and two leagues, adds a team, approves an application, registers players, and the public pages show the season', async () => {
    const context = await newContext(browser, desktopViewport);
    const admin = await openAs(context, HEAD, `/league/${LEAGUE}/admin/seasons`);
    await admin.waitForURL(`**/league/${LEAGUE}/admin/seasons`);

    // The season, made the active one.
    await admin.getByRole('button', { name: '시즌 추가' }).click();
    const seasonForm = admin.getByRole('form', { name: '시즌 정보' });
    await seasonForm.getByLabel('시즌 이름').fill(NEW_SEASON);
    await seasonForm.getByLabel(/진행 중인 시즌으로 지정/).check();
    await seasonForm.getByLabel('시작일').fill('2031-03-01');
    await seasonForm.getByLabel('종료일').fill('2031-02-01');
    await seasonForm.getByRole('button', { name: '저장' }).click();
    // An inverted period is refused on the form.
    await seasonForm.getByText(/종료일/).first().waitFor();
    await expect(seasonForm.count()).resolves.toBe(1);
    await seasonForm.getByLabel('종료일').fill('2031-11-30');
    await seasonForm.getByRole('button', { name: '저장' }).click();
    await rowOf(admin, NEW_SEASON).getByText('진행 중').waitFor();

    // Two leagues with the default record settings.
    await admin.goto(`/league/${LEAGUE}/admin/leagues`);
    for (const leagueName of LEAGUES) {
      await admin.getByRole('button', { name: '리그 추가' }).click();
      const leagueForm = admin.getByRole('form', { name: '리그 설정' });
      await leagueForm.getByLabel('리그 이름').fill(leagueName);
      await leagueForm.getByRole('button', { name: '저장' }).click();
      await rowOf(admin, leagueName).first().waitFor();
    }
    const newSeason = (await seasons()).find((season) => season.seasonName === NEW_SEASON);
    if (!newSeason) throw new Error('the new season was not saved');
    const leagues = await api<{ leagueId: number; leagueName: string }[]>('GET', `/api/league/season/${newSeason.seasonId}/league`, null);
    expect(leagues.map((league) => league.leagueName)).toEqual(LEAGUES);
    const saturday = must(leagues[0], 'the first league');

    // A team added by name.
    const lastSeasonLeagues = await api<{ leagueId: number }[]>('GET', `/api/league/season/${activeBefore.seasonId}/league`, null);
    const lastSeasonTeams = await api<{ teamId: number; team: { teamName: string } }[]>('GET', `/api/league/league/${must(lastSeasonLeagues[0], 'a league of the active season').leagueId}/teams`, null);
    const teamManager = await login(DEMO_ACCOUNTS.teamManager);
    const managed = await api<{ teamId: number; teamName: string }[]>('GET', `/api/team/admin/manage/${teamManager.userId}`, teamManager.token);
    const applicant = must(managed[0], 'the team manager\'s team');
    const added = must(lastSeasonTeams.find((entry) => entry.teamId !== applicant.teamId), 'another team').team.teamName;
    await admin.goto(`/league/${LEAGUE}/admin/teamManageLeagues`);
    await admin.getByLabel('팀 이름', { exact: true }).fill(added);
    await admin.getByRole('button', { name: '검색', exact: true }).click();
    await admin.getByRole('button', { name: `${added} 추가` }).click();
    await admin.getByRole('status').filter({ hasText: `${added} 팀을 추가했습니다.` }).waitFor();

    // The demo team manager applies to 토요 1부 from the team admin area ...
    const teamPage = await browser.newContext({ viewport: desktopViewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul', baseURL: baseUrl() });
    const team = await openAs(teamPage, DEMO_ACCOUNTS.teamManager, `/team/admin/${applicant.teamId}/applyLeague`);
    await team.getByRole('button', { name: `${saturday.leagueName} 참가 신청` }).click();
    await team.getByRole('alertdialog').getByRole('button', { name: '신청' }).click();
    await team.getByRole('status').waitFor();

    // ... and the head approves it on the receipt screen.
    await admin.goto(`/league/${LEAGUE}/admin/teamManageLeagues/${newSeason.seasonId}/${saturday.leagueId}`);
    await admin.getByRole('group', { name: `${applicant.teamName} 신청 처리` }).getByRole('button', { name: '승인' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '승인' }).click();
    await admin.getByRole('heading', { name: '처리된 신청' }).waitFor();
    await rowOf(admin, applicant.teamName).filter({ hasText: '승인' }).first().waitFor();
    await keepScreenshot(admin, 'league-setup-receipt');

    const inLeague = await api<{ teamId: number }[]>('GET', `/api/league/league/${saturday.leagueId}/teams`, null);
    expect(inLeague.map((entry) => entry.teamId).sort()).toEqual(
      [applicant.teamId, must(lastSeasonTeams.find((entry) => entry.team.teamName === added), 'the added team').teamId].sort(),
    );
    await teamPage.close();

    // Two players of the approved team registered from its roster; a day outside the season is refused first.
    await admin.goto(`/league/${LEAGUE}/admin/teams/${newSeason.seasonId}/${saturday.leagueId}/${applicant.teamId}/teamplayers`);
    const rosterForm = admin.getByRole('form', { name: '소속 선수 등록' });
    const boxes = rosterForm.getByRole('checkbox');
    await boxes.nth(1).waitFor();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await rosterForm.getByLabel('등록일').fill('2030-12-31');
    await rosterForm.getByRole('button', { name: '선택한 선수 등록' }).click();
    await rosterForm.locator('.dg-field__error, [role="alert"]').first().waitFor();
    await rosterForm.getByLabel('등록일').fill('2031-03-15');
    await rosterForm.getByRole('button', { name: '선택한 선수 등록' }).click();
    await admin.getByText(/선수 2명을 등록했습니다/).waitFor();
    // The list is read again after the message: wait for its rows.
    const registered = admin.getByRole('row').filter({ hasText: '2031-03-15' });
    await registered.nth(1).waitFor();
    await expect(registered.count()).resolves.toBe(2);

    // The public pages: the new season is the league's active one, with its teams.
    const visitor = await context.newPage();
    await visitor.goto(`/league/${LEAGUE}/info/team`);
    await visitor.getByRole('combobox', { name: '시즌' }).locator('option', { hasText: `${NEW_SEASON} (진행 중)` }).waitFor({ state: 'attached' });
    await visitor.getByText(applicant.teamName).first().waitFor();
    await visitor.getByText(added).first().waitFor();
    await keepScreenshot(visitor, 'league-setup-public');
    await context.close();
  }, 120_000);
});
