import type { Browser, Page } from 'playwright-core';
import { baseUrl, desktopViewport, keepScreenshot, launchBrowser, newContext, phoneViewport } from '../support/browser';
import { DEMO_ACCOUNTS, openAs } from '../support/demo-accounts';

// The public team pages of a team of 강서 (gangseo) with real records, logged in as the demo member.
interface Season {
  seasonId: number;
}

let browser: Browser;
let teamId: number;
let seasonId: number;
let player: { playerId: number; playerName: string };

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  const parsed = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${parsed.error ?? ''}`);
  return parsed.data;
}

/**
 * What of the team area sticks out past the window's right edge: nothing may, but the cells of a
 * wide table, which scroll inside their own box (.tp-scroll). The shell's top bar is not the team
 * area's (its logged-in buttons overflow at 360 px on their own).
 */
const teamAreaOverflow = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-area="mfe-team"], [data-area="mfe-team"] *'))
      .filter((element) => !element.parentElement?.closest('.tp-scroll'))
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );

beforeAll(async () => {
  browser = await launchBrowser();
  const base = await api<{ activeSeasonId: number; seasons: Season[] }>('/api/league/base/gangseo');
  seasonId = base.activeSeasonId;
  const [league] = await api<{ leagueId: number }[]>(`/api/league/season/${seasonId}/league`);
  const standings = await api<{ teamId: number; games: number }[]>(`/api/game/rank/team/${seasonId}/${league.leagueId}`);
  teamId = standings.find((row) => row.games > 0)?.teamId ?? standings[0].teamId;
  const roster = await api<{ playerId: number; playerName: string; stat: { bat_tpa: number } | null }[]>(`/api/team/${teamId}/roster/stat/${seasonId}`);
  const batter = roster.find((row) => (row.stat?.bat_tpa ?? 0) > 0);
  if (!batter) throw new Error('no batter with records');
  player = batter;
});

afterAll(async () => {
  await browser?.close();
});

describe('public team pages', () => {
  it('on a desktop: the roster with season stats, a player with his chart, the team stats and a box score', async () => {
    const context = await newContext(browser, desktopViewport);
    const page = await openAs(context, DEMO_ACCOUNTS.member, `/team/${teamId}/playerlist`);
    await page.waitForURL(`**/team/${teamId}/playerlist`);
    const menu = page.getByRole('navigation', { name: '팀 메뉴' });
    await menu.getByRole('link', { name: '팀 기록' }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: player.playerName, exact: true }) });
    await row.first().waitFor();
    expect(await row.first().innerText()).toMatch(/0?\.\d{3}/);

    await row.first().getByRole('link', { name: player.playerName, exact: true }).click();
    await page.getByRole('heading', { name: `선수 기록 · ${player.playerName}` }).waitFor();
    await page.getByRole('img', { name: /누적 타율 그래프/ }).waitFor();
    await page.getByRole('table', { name: '통산 타격' }).waitFor();
    await keepScreenshot(page, 'team-pages-player-desktop');

    await menu.getByRole('link', { name: '팀 기록' }).click();
    await page.getByRole('table', { name: '팀 타격' }).waitFor();
    expect(await page.getByRole('table', { name: '팀 타격' }).innerText()).toMatch(/전체/);

    await menu.getByRole('link', { name: '경기 결과' }).click();
    const score = page.getByRole('link', { name: /\d+ : \d+/ }).first();
    await score.click();
    await page.getByRole('heading', { name: '경기 기록' }).waitFor();
    await page.getByRole('region', { name: '이닝별 득점' }).waitFor();
    await context.close();
  });

  it('on a phone: the toggled menu, the home with standings, and no page wider than 360 px', async () => {
    const context = await newContext(browser, phoneViewport);
    const page = await openAs(context, DEMO_ACCOUNTS.member, `/team/${teamId}/intro`);
    await page.waitForURL(`**/team/${teamId}/intro`);
    await page.getByRole('heading', { name: '팀 소개', exact: true }).waitFor();
    const toggle = page.getByRole('button', { name: /팀 메뉴/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByRole('navigation', { name: '팀 메뉴' }).getByRole('link', { name: '팀 홈' }).click();
    await page.getByRole('heading', { name: '리그 순위', exact: true }).waitFor();
    await page.getByRole('region', { name: '리그별 순위 표' }).waitFor();
    await keepScreenshot(page, 'team-pages-home-phone');

    await page.setViewportSize({ width: 360, height: 800 });
    for (const [address, ready] of [
      [`/team/${teamId}/main`, '최근 경기 결과 목록'],
      [`/team/${teamId}/playerlist`, '선수별 시즌 기록'],
      [`/team/${teamId}/playerstat/${player.playerId}`, '경기별 기록'],
      [`/team/${teamId}/stat`, '팀 타격'],
      [`/team/${teamId}/gamelist`, '경기 결과'],
    ] as const) {
      await page.goto(address);
      await page.getByRole('region', { name: ready }).first().waitFor();
      expect([address, await teamAreaOverflow(page)]).toEqual([address, []]);
    }
    await context.close();
  });
});
