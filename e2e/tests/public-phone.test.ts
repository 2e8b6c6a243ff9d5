import type { Browser, Locator } from 'playwright-core';
import { baseUrl, keepScreenshot, launchBrowser, newContext } from '../support/browser';
import { DEMO_ACCOUNTS, openAs } from '../support/demo-accounts';

// Issue 25, section 4: the public pages read on a phone. The schedule shows both teams and the
// result of a game without a sideways swipe (the results list too) and opens on today's (or the next) games with a 오늘
// button; a ranking keeps the player and the column it is sorted by in view; a new page opens at
// its top (the member info page opened scrolled down, its title hidden).

const ROOT = '/league/gangseo';
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];
/** The site's sticky top bar: what is under it is not in view. */
const TOP_BAR = 60;

let browser: Browser;
let leagueId: number;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  const body = (await response.json()) as { ok: boolean; data: T; error?: string };
  if (!body.ok) throw new Error(`GET /api${path}: ${response.status} ${body.error ?? ''}`);
  return body.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const base = await api<{ activeSeasonId: number | null; seasons: { seasonId: number }[] }>('/league/base/gangseo');
  const seasonId = base.activeSeasonId ?? base.seasons[0].seasonId;
  const [league] = await api<{ leagueId: number }[]>(`/league/season/${seasonId}/league`);
  leagueId = league.leagueId;
});

afterAll(async () => {
  await browser?.close();
});

/** Rereads until `accept` says yes or the time is up; returns the last value for the caller's expect. */
async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

const seoulDay = (time: string | number) => new Date(time).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

/** Whether an element is wholly in the window, below the sticky top bar. */
const inView = (locator: Locator) =>
  locator.evaluate((element, topBar) => {
    const rect = element.getBoundingClientRect();
    return rect.top >= topBar - 1 && rect.bottom <= window.innerHeight + 1 && rect.left >= -0.5 && rect.right <= document.documentElement.clientWidth + 0.5;
  }, TOP_BAR);

/** Each game of a day: whether its visiting team, result and home team are drawn and wholly inside the window and their box. */
const gameSidesSeen = (day: Locator) =>
  day.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const box = row.closest('[role="region"]') as HTMLElement;
      const boxRect = box.getBoundingClientRect();
      const right = Math.min(boxRect.right, document.documentElement.clientWidth);
      const cells = Array.from((row as HTMLTableRowElement).cells).slice(1, 4);
      return cells.every((cell) => {
        const rect = cell.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && rect.left >= boxRect.left - 0.5 && rect.right <= right + 0.5;
      });
    }),
  );

describe('the public pages on a phone', () => {
  it.each(PHONES)("the schedule at $width px: both teams and the result of every game in view, opened on today's games, a 오늘 button", async (viewport) => {
    const games = await api<{ scheduleTime: string | null }[]>(`/league/league/${leagueId}/schedule?all=true`);
    const days = [...new Set(games.filter((game) => game.scheduleTime).map((game) => seoulDay(game.scheduleTime as string)))];
    const today = seoulDay(Date.now());
    const opening = days.find((day) => day >= today) ?? days[days.length - 1];
    expect(opening).toBeTruthy();

    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${ROOT}/schedule/all`);
    const heading = page.getByRole('heading', { name: new RegExp(`^${opening}`) });
    await heading.waitFor();
    const day = page.locator('section.lp-day', { has: heading });

    // Opened on that day, without a swipe: visiting team, result and home team inside the window.
    await expect(until(() => inView(heading), Boolean)).resolves.toBe(true);
    const seen = await gameSidesSeen(day);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual(seen.map(() => true));
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    // Every other day too (the first one and the last one).
    for (const other of [days[0], days[days.length - 1]]) {
      const section = page.locator('section.lp-day', { has: page.getByRole('heading', { name: new RegExp(`^${other}`) }) });
      const sides = await gameSidesSeen(section);
      expect(sides).toEqual(sides.map(() => true));
    }
    if (viewport.width === 390) await keepScreenshot(page, 'public-phone-schedule-390');

    // Back at the top of the page, the 오늘 button brings the day into view and moves the focus to it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await until(() => page.evaluate(() => window.scrollY), (y) => y === 0);
    const todayButton = page.getByRole('button', { name: /^(오늘 또는 다음|최근) 경기로 이동$/ });
    await expect(inView(todayButton)).resolves.toBe(true);
    await todayButton.click();
    await expect(until(() => inView(heading), Boolean)).resolves.toBe(true);
    await expect(heading.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await context.close();
  });

  it.each(PHONES)('the results at $width px: both teams, the score and the 상세 기록 link of every game in view without a swipe', async (viewport) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${ROOT}/game`);
    const days = page.locator('section.lp-day');
    await days.first().locator('tbody tr').first().waitFor();
    const seen = await days.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const box = row.closest('[role="region"]') as HTMLElement;
        const boxRect = box.getBoundingClientRect();
        const right = Math.min(boxRect.right, document.documentElement.clientWidth);
        return Array.from((row as HTMLTableRowElement).cells).every((cell) => {
          const rect = cell.getBoundingClientRect();
          return rect.width > 0 && rect.height > 0 && rect.left >= boxRect.left - 0.5 && rect.right <= right + 0.5;
        });
      }),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual(seen.map(() => true));
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    if (viewport.width === 390) await keepScreenshot(page, 'public-phone-results-390');
    // The link still opens the game's box score.
    await days.first().getByRole('link', { name: '상세 기록' }).first().click();
    await page.waitForURL(/\/game\/score\/\d+\/\d+$/);
    await context.close();
  });

  const RANKINGS = [
    { kind: 'batter', title: '타자 순위' },
    { kind: 'pitcher', title: '투수 순위' },
    { kind: 'teamBat', title: '팀 타격 기록' },
    { kind: 'teamPit', title: '팀 투수 기록' },
  ];

  it.each(PHONES)('the rankings at $width px: the player (or team) and the column the list is sorted by are in view', async (viewport) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const found: unknown[] = [];
    for (const { kind, title } of RANKINGS) {
      await page.goto(`${ROOT}/record/rank/${kind}`);
      const box = page.getByRole('region', { name: title, exact: true });
      await box.locator('thead th[aria-sort]').waitFor();
      await box.locator('tbody tr td:nth-child(2)').first().waitFor();
      // Inside the box: the sorted column between the kept name column and the box's right edge.
      const seen = await box.evaluate((element) => {
        const boxRect = element.getBoundingClientRect();
        const sorted = element.querySelector('thead th[aria-sort]') as HTMLElement;
        const column = Array.from(sorted.parentElement?.children ?? []).indexOf(sorted);
        const row = element.querySelector('tbody tr') as HTMLTableRowElement;
        const name = row.cells[1].getBoundingClientRect();
        const cell = row.cells[column].getBoundingClientRect();
        const header = sorted.getBoundingClientRect();
        const right = Math.min(boxRect.right, document.documentElement.clientWidth) + 0.5;
        return {
          name: name.left >= boxRect.left - 0.5 && name.right <= right,
          sortedHeader: header.left >= name.right - 0.5 && header.right <= right,
          sortedCell: cell.left >= name.right - 0.5 && cell.right <= right,
        };
      });
      found.push({ kind, width: viewport.width, ...seen });
      if (kind === 'batter' && viewport.width === 390) await keepScreenshot(page, 'public-phone-batter-ranking-390');
    }
    expect(found).toEqual(found.map((entry) => ({ ...(entry as object), name: true, sortedHeader: true, sortedCell: true })));
    await context.close();
  });

  it('a new page opens at its top: the member info page reached from the bottom of a long page shows its title', async () => {
    const context = await newContext(browser, PHONES[1]);
    const page = await openAs(context, DEMO_ACCOUNTS.member, '/user/info');
    await page.waitForURL('**/user/info');
    await page.goto(ROOT);
    await page.locator('[data-area="mfe-league-public"]').waitFor();
    await page.waitForFunction(() => document.body.scrollHeight > 2 * window.innerHeight);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(until(() => page.evaluate(() => window.scrollY), (y) => y > PHONES[1].height)).resolves.toBeGreaterThan(PHONES[1].height);

    await page.getByRole('link', { name: /님 정보 보기$/ }).click();
    await page.waitForURL('**/user/info');
    const title = page.getByRole('heading', { name: '내 정보', exact: true });
    await title.waitFor();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await expect(inView(title)).resolves.toBe(true);

    // Within the member area too: from the info page scrolled down to its password change.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: '비밀번호 변경' }).first().click();
    await page.waitForURL('**/user/changepassword');
    await page.getByRole('heading', { name: '비밀번호 변경' }).first().waitFor();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await context.close();
  });
});
