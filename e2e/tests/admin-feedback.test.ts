import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, keepScreenshot, launchBrowser, newContext, phoneViewport } from '../support/browser';
import { DEMO_PASSWORD, openAs } from '../support/demo-accounts';

// A head manager runs the league admin on a 390 px phone: every outcome is seen where the eye is, the
// applied schedule opens on its season and month, the menu gets out of the way, the row actions are
// reachable without a sideways swipe. On 강동, in a season made here and removed in afterAll.
const LEAGUE = 'gangdong';
const HEAD = 'gangdong.head@example.com';
// Long enough that a shrinking label would break ("시/즌") beside its box.
const SEASON = '2033 시즌 토요·일요 통합 정규 리그 (피드백)';
const LEAGUE_NAME = '피드백 리그';

interface SeasonRow {
  seasonId: number;
  seasonName: string;
  active: boolean;
  beginDate: string;
  endDate: string;
}

let browser: Browser;
let token: string;
let mainId: number;
let activeBefore: SeasonRow;
let teams: string[];
let groundName: string;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as { data: T; error?: string }) : null;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${parsed?.error ?? ''}`);
  return parsed?.data as T;
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}

const seasons = async () => (await api<{ seasons: SeasonRow[] }>('GET', `/api/league/base/${LEAGUE}`)).seasons;

/** Waits for the toast saying `text` and checks that it lies wholly inside the window, whatever the scroll. */
async function seenToast(page: Page, text: string | RegExp): Promise<Locator> {
  const toast = page.getByRole('status', { name: '알림' }).filter({ hasText: text });
  await toast.waitFor();
  await expectInView(page, toast);
  return toast;
}

async function expectInView(page: Page, locator: Locator): Promise<void> {
  const box = must((await locator.boundingBox()) ?? undefined, 'the element box');
  const { width, height } = must(page.viewportSize() ?? undefined, 'the viewport');
  expect([box.x >= 0, box.y >= 0, box.x + box.width <= width + 0.5, box.y + box.height <= height + 0.5]).toEqual([true, true, true, true]);
}

/** The number of lines the text of an element takes. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });

beforeAll(async () => {
  browser = await launchBrowser();
  token = (await api<{ access_token: string }>('POST', '/api/auth/login', { email: HEAD, password: DEMO_PASSWORD })).access_token;
  const base = await api<{ mainId: number; seasons: SeasonRow[] }>('GET', `/api/league/base/${LEAGUE}`);
  mainId = base.mainId;
  activeBefore = must(base.seasons.find((season) => season.active), 'the active season');
  const lastLeagues = await api<{ leagueId: number }[]>('GET', `/api/league/season/${activeBefore.seasonId}/league`);
  const lastTeams = await api<{ team: { teamName: string } }[]>('GET', `/api/league/league/${must(lastLeagues[0], 'a league').leagueId}/teams`);
  teams = lastTeams.slice(0, 3).map((entry) => entry.team.teamName);
  groundName = must((await api<{ groundName: string }[]>('GET', `/api/ground/leagueMain/${mainId}`))[0], 'a ground').groundName;
});

afterAll(async () => {
  const made = (await seasons()).find((season) => season.seasonName === SEASON);
  if (made) {
    for (let month = 1; month <= 12; month += 1) {
      const found = await api<{ data: { gameId: number; leagueId: number }[] }>('GET', `/api/league/admin/schedule/${made.seasonId}/2033${String(month).padStart(2, '0')}`);
      for (const game of found.data) await api('DELETE', `/api/league/league/${game.leagueId}/schedule/game/${game.gameId}`);
    }
    const { seasonName, beginDate, endDate } = activeBefore;
    await api('PUT', `/api/league/main/${mainId}/season/${activeBefore.seasonId}`, { seasonName, beginDate, endDate, active: true });
    await api('DELETE', `/api/league/main/${mainId}/season/${made.seasonId}`);
  }
  await browser?.close();
});

describe('the league admin on a 390 px phone', () => {
  it('says every outcome where it is seen, opens the applied schedule on its month, closes the menu and keeps row actions in reach', async () => {
    const [first, second, third] = teams as [string, string, string];
    const context = await newContext(browser, phoneViewport);
    const admin = await openAs(context, HEAD, `/league/${LEAGUE}/admin/seasons`);
    await admin.getByRole('heading', { name: '시즌 관리' }).waitFor();

    // A season from January whose games start in March, made the active one from the dialog.
    await admin.getByRole('button', { name: '시즌 추가' }).click();
    const seasonForm = admin.getByRole('form', { name: '시즌 정보' });
    await seasonForm.getByLabel('시즌 이름').fill(SEASON);
    await seasonForm.getByLabel('시작일').fill('2033-01-01');
    await seasonForm.getByLabel('종료일').fill('2033-11-30');
    await seasonForm.getByLabel(/진행 중인 시즌으로 지정/).check();
    await seasonForm.getByRole('button', { name: '저장' }).click();
    await seenToast(admin, '시즌을 추가했습니다.');
    const seasonId = must((await seasons()).find((season) => season.seasonName === SEASON), 'the new season').seasonId;
    // Its row's actions are on the screen, not behind a sideways swipe.
    await expectInView(admin, admin.getByRole('group', { name: `${SEASON} 관리` }).getByRole('button', { name: '삭제' }));

    // The side menu closes once a screen is chosen from it.
    const menuButton = admin.getByRole('button', { name: '관리 메뉴' });
    await menuButton.click();
    await admin.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '리그 관리' }).click();
    await admin.getByRole('heading', { name: '리그 관리' }).waitFor();
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(admin.getByRole('navigation', { name: '관리 메뉴' }).isVisible()).resolves.toBe(false);

    // The season label stays on one line beside a long season name.
    await expect(lineCount(admin.locator('.dg-admin-picker__field label'))).resolves.toBe(1);
    await admin.getByRole('button', { name: '리그 추가' }).click();
    const leagueForm = admin.getByRole('form', { name: '리그 설정' });
    await leagueForm.getByLabel('리그 이름').fill(LEAGUE_NAME);
    await leagueForm.getByRole('button', { name: '저장' }).click();
    await seenToast(admin, '리그를 추가했습니다.');
    const leagueId = must((await api<{ leagueId: number }[]>('GET', `/api/league/season/${seasonId}/league`))[0], 'the new league').leagueId;

    // Last season's list read first; a team added by name meanwhile is marked there and left out.
    await admin.goto(`/league/${LEAGUE}/admin/teamManageLeagues`);
    await admin.getByRole('button', { name: '지난 시즌 팀 보기' }).click();
    const prevTeam = (name: string) => admin.getByRole('checkbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }).first();
    await prevTeam(first).waitFor();
    await admin.getByLabel('팀 이름', { exact: true }).fill(first);
    await admin.getByRole('button', { name: '검색', exact: true }).click();
    await admin.getByRole('button', { name: `${first} 추가` }).click();
    await seenToast(admin, `${first} 팀을 추가했습니다.`);
    await expect(prevTeam(first).isDisabled()).resolves.toBe(true);
    await expect(admin.getByText(`${first} (`).first().textContent()).resolves.toContain('· 등록됨');
    for (const name of [second, third]) await prevTeam(name).check();
    await admin.getByRole('button', { name: '선택한 팀 추가' }).click();
    await seenToast(admin, `2개 팀을 추가했습니다: `);
    await expect(lineCount(admin.locator('.dg-admin-picker__field label'))).resolves.toBe(1);
    await keepScreenshot(admin, 'admin-feedback-team-manage-phone');

    // A round robin from March on Saturdays, saved and applied: the outcome is in view and the panel shows it.
    await admin.goto(`/league/${LEAGUE}/admin/scheduleGenerate/${seasonId}/${leagueId}`);
    const conditions = admin.getByRole('form', { name: '생성 조건' });
    await conditions.getByLabel('일', { exact: true }).uncheck();
    await conditions.getByLabel('토', { exact: true }).check();
    await conditions.getByRole('textbox', { name: /시작 시간/ }).first().fill('15:00');
    await conditions.getByLabel(groundName, { exact: true }).check();
    await conditions.getByLabel('시작일').fill('2033-03-05');
    await conditions.getByRole('button', { name: '생성' }).click();
    await admin.getByRole('button', { name: '임시 저장' }).click();
    await seenToast(admin, '임시 일정 3경기를 저장했습니다.');
    await admin.getByRole('button', { name: '적용', exact: true }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '적용' }).click();
    await seenToast(admin, '3경기를 실제 일정으로 적용했습니다.');
    const savedPanel = admin.getByRole('region', { name: '저장된 임시 일정' });
    await savedPanel.getByText(/3경기가 실제 일정이 되었습니다 \(2033-03-05 ~ /).waitFor();
    await keepScreenshot(admin, 'admin-feedback-applied-phone');

    await savedPanel.getByRole('link', { name: '일정 관리에서 보기' }).click();
    await admin.waitForURL((url) => url.pathname === `/league/${LEAGUE}/admin/schedule` && url.searchParams.get('month') === '203303');
    await expect(admin.getByLabel('시즌', { exact: true }).inputValue()).resolves.toBe(String(seasonId));
    await expect(admin.getByLabel('월', { exact: true }).inputValue()).resolves.toBe('203303');
    const firstGame = admin.getByRole('group', { name: /^2033-03-05 15:00 .+ 관리$/ });
    await expectInView(admin, firstGame.getByRole('button', { name: '삭제' }));

    // Without an address the active season opens on the month of its next game, not on January.
    await admin.goto(`/league/${LEAGUE}/admin/schedule`);
    await firstGame.waitFor();
    await expect(admin.getByLabel('월', { exact: true }).inputValue()).resolves.toBe('203303');
    await keepScreenshot(admin, 'admin-feedback-schedule-phone');
    await context.close();
  }, 180_000);
});
