import type { Browser, Page } from 'playwright-core';
import { baseUrl, keepScreenshot, launchBrowser, newContext } from '../support/browser';
import { DEMO_ACCOUNTS, openAs } from '../support/demo-accounts';

// Issue 18, phone layouts: every public page of the demo league and the public team pages on a
// 360 px and a 390 px phone never scroll sideways; a wide table scrolls inside its own box with its
// first column kept in view. The league admin's main screens do the same on a 768 px tablet.

const ROOT = '/league/gangseo';
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];
const TABLET = { width: 768, height: 1024 };

let browser: Browser;
let seasonId: number;
let leagueId: number;
let teamId: number;
let playerId: number;
/** The box score of a recorded game (both teams' batting). */
let boxScore: string;
/** League addresses that need a login (a team's page in the league area, a post), found by the first test. */
let loginOnly: string[] = [];

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  const body = (await response.json()) as { ok: boolean; data: T; error?: string };
  if (!body.ok) throw new Error(`GET /api${path}: ${response.status} ${body.error ?? ''}`);
  return body.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const base = await api<{ activeSeasonId: number | null; seasons: { seasonId: number }[] }>('/league/base/gangseo');
  seasonId = base.activeSeasonId ?? base.seasons[0].seasonId;
  const [league] = await api<{ leagueId: number }[]>(`/league/season/${seasonId}/league`);
  leagueId = league.leagueId;
  const standings = await api<{ teamId: number; games: number }[]>(`/game/rank/team/${seasonId}/${leagueId}`);
  teamId = standings.find((row) => row.games > 0)?.teamId ?? standings[0].teamId;
  const roster = await api<{ playerId: number; stat: { bat_tpa: number } | null }[]>(`/team/${teamId}/roster/stat/${seasonId}`);
  playerId = (roster.find((row) => (row.stat?.bat_tpa ?? 0) > 0) ?? roster[0]).playerId;
  for (const season of base.seasons) {
    const [first] = await api<{ leagueId: number }[]>(`/league/season/${season.seasonId}/league`);
    if (!first) continue;
    const results = await api<{ gameId: number; leagueId: number }[]>(`/league/league/${first.leagueId}/scheduleGame?all=true`);
    for (const game of results.slice(0, 10)) {
      const detail = await api<{ visit: { batting: unknown[] }; home: { batting: unknown[] } }>(`/game/${game.gameId}/detail`).catch(() => null);
      if (detail && detail.visit.batting.length > 0 && detail.home.batting.length > 0) {
        boxScore = `${ROOT}/game/score/${game.leagueId}/${game.gameId}`;
        break;
      }
    }
    if (boxScore) break;
  }
  if (!boxScore) throw new Error('no recorded game with a box score in the demo league');
});

afterAll(async () => {
  await browser?.close();
});

// ---------------------------------------------------------------- measuring

/** Counts the page's data requests in flight, so a measure waits until the page has its data. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  const isData = (type: string) => type === 'fetch' || type === 'xhr' || type === 'script' || type === 'stylesheet';
  page.on('request', (request) => {
    if (isData(request.resourceType())) inFlight += 1;
  });
  const done = (request: { resourceType(): string }) => {
    if (isData(request.resourceType())) inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Waits until no data request has been in flight for a while and, with `loaded`, no skeleton is
 * left (the parts loaded on sight show theirs until they are scrolled to).
 */
async function quiet(page: Page, inFlight: () => number, loaded: boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  let calmSince = Date.now();
  while (Date.now() < deadline) {
    await frames(page);
    const busy = inFlight() > 0 || (loaded && (await page.locator('.dg-skeleton >> visible=true').count()) > 0);
    if (busy) calmSince = Date.now();
    else if (Date.now() - calmSince >= 400) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`${page.url()} did not finish loading its data`);
}

/** Opens an address, waits for its area and data, and scrolls through it so the parts loaded on sight come in too. */
async function settle(page: Page, inFlight: () => number, area: string): Promise<void> {
  await page
    .locator(`[data-area="${area}"]`)
    .waitFor()
    .catch((error: Error) => {
      throw new Error(`${page.url()}: ${error.message}`);
    });
  await quiet(page, inFlight, false);
  const step = Math.floor((page.viewportSize()?.height ?? 740) / 2);
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await frames(page);
  }
  await quiet(page, inFlight, true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

interface Layout {
  /** How far the page scrolls sideways (0 is right). */
  pageOverflow: number;
  /** Visible tables that stick out of the window without a scroll box of their own. */
  unboxed: string[];
  /** Visible tables wider than their scroll box whose first column or row header does not stay in view. */
  notSticky: string[];
  /** What sticks out past the window's right edge outside a scroll box (the outermost of each). */
  wide: string[];
}

/** The page's sideways overflow and its tables' boxes, as the browser lays them out now. */
const measure = (page: Page, ignore?: string): Promise<Layout> =>
  page.evaluate((ignored) => {
    const name = (table: HTMLTableElement) =>
      table.getAttribute('aria-label') ??
      table.caption?.textContent?.trim() ??
      table.closest('[role="region"]')?.getAttribute('aria-label') ??
      table.className;
    const scrollBox = (element: Element): HTMLElement | null => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return parent;
      }
      return null;
    };
    const viewport = document.documentElement.clientWidth;
    const tables = Array.from(document.querySelectorAll('table')).filter((table) => table.getClientRects().length > 0);
    const unboxed: string[] = [];
    const notSticky: string[] = [];
    for (const table of tables) {
      const box = scrollBox(table);
      const tableRect = table.getBoundingClientRect();
      if (!box) {
        if (tableRect.right > viewport + 0.5 || tableRect.left < -0.5) unboxed.push(name(table));
        continue;
      }
      const boxRect = box.getBoundingClientRect();
      if (boxRect.right > viewport + 0.5) unboxed.push(name(table));
      if (table.scrollWidth > box.clientWidth + 1) {
        const row = table.tBodies[0]?.rows[0] ?? table.rows[0];
        const first = row?.cells[0];
        // The row's header (a batter's name after his order and position) is a key column too.
        const header = row?.querySelector('th[scope="row"]');
        const sticky = (cell: Element | null | undefined) => !cell || getComputedStyle(cell).position === 'sticky';
        if (!first || !sticky(first) || !sticky(header)) notSticky.push(name(table));
      }
    }
    const outermost: Element[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.getBoundingClientRect().right <= viewport + 0.5 || scrollBox(element)) continue;
      if (ignored && element.closest(ignored)) continue;
      if (outermost.some((outer) => outer.contains(element))) continue;
      outermost.push(element);
    }
    const wide = outermost.slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
    const pageOverflow = ignored
      ? Math.max(0, ...outermost.map((element) => Math.ceil(element.getBoundingClientRect().right - viewport)))
      : document.documentElement.scrollWidth - window.innerWidth;
    return { pageOverflow, unboxed, notSticky, wide };
  }, ignore);

/** Measures the page at each width; the result lists the address with what is wrong, for a readable failure. */
async function checkAt(page: Page, address: string, widths: { width: number; height: number }[], ignore?: string) {
  const phone = widths.every((size) => size.width < 500);
  const found: unknown[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await frames(page);
    const layout = await measure(page, ignore);
    found.push({ address, width: size.width, pageOverflow: Math.max(0, layout.pageOverflow), wide: layout.pageOverflow > 0 ? layout.wide : [], unboxed: layout.unboxed, notSticky: phone ? layout.notSticky : [] });
  }
  return found;
}

const clean = (found: unknown[]) =>
  found.map((entry) => ({ ...(entry as object), pageOverflow: 0, wide: [], unboxed: [], notSticky: [] }));

/** The first link on the page whose address matches, once the page has drawn it. */
async function firstHref(page: Page, pattern: RegExp): Promise<string> {
  const links = page.locator('a[href]');
  await page.waitForFunction(
    (source) => Array.from(document.querySelectorAll('a[href]')).some((link) => new RegExp(source).test(link.getAttribute('href') ?? '')),
    pattern.source,
  );
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  const href = hrefs.find((value) => pattern.test(value));
  if (!href) throw new Error(`no link like ${pattern} on ${page.url()}`);
  return href;
}

async function visitAll(page: Page, inFlight: () => number, area: string, addresses: string[], ignore?: string, widths = PHONES): Promise<unknown[]> {
  const found: unknown[] = [];
  for (const address of addresses) {
    await page.setViewportSize(widths[0]);
    await page.goto(address);
    await settle(page, inFlight, area);
    found.push(...(await checkAt(page, address, widths, ignore)));
  }
  return found;
}

// ---------------------------------------------------------------- the pages

describe('phone layouts', () => {
  it('the public league pages: nothing wider than a 360 or 390 px phone, wide tables scroll in their box with a sticky first column', async () => {
    const context = await newContext(browser, PHONES[0]);
    const page = await context.newPage();
    const inFlight = trackRequests(page);

    // The addresses that need an id: a post and a team's page, taken from the pages' links.
    await page.goto(`${ROOT}/board`);
    await settle(page, inFlight, 'mfe-league-public');
    const post = await firstHref(page, /\/board\/[^/]+\/view\/\d+$/);
    await page.goto(`${ROOT}/info/team`);
    await settle(page, inFlight, 'mfe-league-public');
    const teamView = await firstHref(page, /\/info\/team\/\d+\/\d+\/\d+$/);

    const addresses = [
      ROOT,
      `${ROOT}/schedule/all`,
      `${ROOT}/schedule/team`,
      `${ROOT}/schedule/table`,
      `${ROOT}/game`,
      `${ROOT}/game/teamscore`,
      boxScore,
      `${ROOT}/record/rank/team`,
      `${ROOT}/record/rank/teamBat`,
      `${ROOT}/record/rank/teamPit`,
      `${ROOT}/record/rank/batter`,
      `${ROOT}/record/rank/pitcher`,
      `${ROOT}/record/rank/subbatter`,
      `${ROOT}/record/rank/subpitcher`,
      `${ROOT}/info/team`,
      `${ROOT}/info/intro/intro`,
      `${ROOT}/info/intro/regulation`,
      `${ROOT}/board`,
    ];
    loginOnly = [teamView, post, `${ROOT}/myLeague`];
    const found = await visitAll(page, inFlight, 'mfe-league-public', addresses);
    await page.setViewportSize(PHONES[1]);
    await page.goto(ROOT);
    await settle(page, inFlight, 'mfe-league-public');
    await keepScreenshot(page, 'phone-layout-league-home-390');
    await page.goto(boxScore);
    await settle(page, inFlight, 'mfe-league-public');
    await page.getByRole('region', { name: /타격 기록$/ }).first().waitFor();
    await keepScreenshot(page, 'phone-layout-box-score-390');
    expect(found).toEqual(clean(found));
    await context.close();
  }, 300_000);

  it('the league home keeps the standings table whole on a 390 px phone: every column reachable in its box, the team name in view', async () => {
    const context = await newContext(browser, PHONES[1]);
    const page = await context.newPage();
    const inFlight = trackRequests(page);
    await page.goto(ROOT);
    await settle(page, inFlight, 'mfe-league-public');
    const standings = page.getByRole('region', { name: '팀 순위표', exact: true });
    await standings.waitFor();
    const headers = await standings.locator('thead th').allTextContents();
    expect(headers.length).toBeGreaterThan(4);
    // Scrolled to its far end, the box shows the last column and still the first (team) column.
    const seen = await standings.evaluate((box) => {
      box.scrollLeft = box.scrollWidth;
      const boxRect = box.getBoundingClientRect();
      const row = box.querySelector('tbody tr') as HTMLTableRowElement;
      const first = row.cells[0].getBoundingClientRect();
      const last = row.cells[row.cells.length - 1].getBoundingClientRect();
      return {
        firstInView: first.left >= boxRect.left - 0.5 && first.right <= boxRect.right + 0.5,
        lastInView: last.right <= boxRect.right + 0.5 && last.left >= boxRect.left - 0.5,
      };
    });
    expect(seen).toEqual({ firstInView: true, lastInView: true });
    await context.close();
  });

  it('the public team pages and the league pages behind a login, for a member: nothing wider than the phone, wide tables scroll in their box with a sticky first column', async () => {
    const context = await newContext(browser, PHONES[0]);
    const page = await openAs(context, DEMO_ACCOUNTS.member, `/team/${teamId}/playerlist`);
    await page.waitForURL(`**/team/${teamId}/playerlist`);
    const inFlight = trackRequests(page);
    await page.goto(`/team/${teamId}/gamelist`);
    await settle(page, inFlight, 'mfe-team');
    const game = await firstHref(page, new RegExp(`/team/${teamId}/game/\\d+$`));
    const found = await visitAll(page, inFlight, 'mfe-team', [
      `/team/${teamId}/main`,
      `/team/${teamId}/intro`,
      `/team/${teamId}/schedule`,
      `/team/${teamId}/gamelist`,
      game,
      `/team/${teamId}/playerlist`,
      `/team/${teamId}/playerstat/${playerId}`,
      `/team/${teamId}/stat`,
    ]);
    expect(loginOnly).toHaveLength(3);
    found.push(...(await visitAll(page, inFlight, 'mfe-league-public', loginOnly)));
    expect(found).toEqual(clean(found));
    await context.close();
  }, 180_000);

  // On a tablet the admin's tables only have to stay inside the window (a sticky column is for phones).
  it('the league admin main screens on a 768 px tablet: nothing wider than the window', async () => {
    const context = await newContext(browser, TABLET);
    const page = await openAs(context, DEMO_ACCOUNTS.head, `${ROOT}/admin/dashboard`);
    await page.waitForURL(`**${ROOT}/admin/dashboard`);
    const found = await visitAll(
      page,
      trackRequests(page),
      'mfe-league-admin',
      ['dashboard', 'schedule', 'game', 'boards', 'seasons', 'leagues', 'teamManageLeagues', 'teams', 'searchPlayer', 'managers', 'managerRoles', 'auditLog'].map(
        (screen) => `${ROOT}/admin/${screen}`,
      ),
      undefined,
      [TABLET],
    );
    expect(found).toEqual(clean(found));
    await context.close();
  }, 180_000);
});
