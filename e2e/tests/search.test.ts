import type { Browser } from 'playwright-core';
import { baseUrl, desktopViewport, launchBrowser, newContext } from '../support/browser';
import { DEMO_ACCOUNTS, openAs } from '../support/demo-accounts';

// The top bar's search on the demo data, logged in as the demo member (the team pages ask for login).
let browser: Browser;
let player: { playerId: number; playerName: string };

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  const parsed = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${parsed.error ?? ''}`);
  return parsed.data;
}

/** The popup lists this many players (SEARCH_POPUP_LIMIT of the shell). */
const POPUP_PLAYERS = 5;

beforeAll(async () => {
  browser = await launchBrowser();
  const base = await api<{ activeSeasonId: number }>('/api/league/base/gangseo');
  const [league] = await api<{ leagueId: number }[]>(`/api/league/season/${base.activeSeasonId}/league`);
  const [team] = await api<{ teamId: number }[]>(`/api/game/rank/team/${base.activeSeasonId}/${league.leagueId}`);
  const roster = await api<{ playerId: number; playerName: string }[]>(`/api/team/${team.teamId}/roster/stat/${base.activeSeasonId}`);
  // The demo (generated for today's date) decides who leads the standings: a given name such as
  // "인수" can be in more names than the popup lists, and then no part of it names him alone. Take
  // the first player whose given name is in at most as many player names as the popup shows.
  let chosen: typeof player | undefined;
  for (const candidate of roster) {
    const found = await api<{ players: { playerId: number }[] }>(`/api/search?q=${encodeURIComponent(givenName(candidate.playerName))}&limit=20`);
    if (found.players.length <= POPUP_PLAYERS && found.players.some((hit) => hit.playerId === candidate.playerId)) {
      chosen = candidate;
      break;
    }
  }
  if (!chosen) throw new Error(`no player of team ${team.teamId} is found by his given name among at most ${POPUP_PLAYERS} players`);
  player = chosen;
});

/** The name without its first syllable: the given name of most Korean names, and part of the name in any case. */
function givenName(name: string): string {
  return [...name].slice(1).join('');
}

afterAll(async () => {
  await browser?.close();
});

describe('top bar search', () => {
  it("finds a demo player by part of his name as the member types and opens his stat page", async () => {
    const context = await newContext(browser, desktopViewport);
    const page = await openAs(context, DEMO_ACCOUNTS.member, '/user/info');
    await page.waitForURL('**/user/info');
    await page.getByRole('button', { name: '선수·팀 검색' }).click();
    const box = page.getByRole('combobox', { name: '검색어' });
    // His given name without the family name: part of the name.
    const part = givenName(player.playerName);
    await box.pressSequentially(part, { delay: 30 });
    const option = page.getByRole('option').filter({ hasText: player.playerName });
    await option.first().waitFor();
    await box.press('ArrowDown');
    await option.first().click();
    await page.waitForURL(new RegExp(`/team/\\d+/playerstat/${player.playerId}$`));
    await page.getByText(player.playerName).first().waitFor();
    await context.close();
  });

  it('serves the favicon, the icons and the web app manifest with their types', async () => {
    const expected: [string, RegExp][] = [
      ['/favicon.ico', /image\/(x-icon|vnd\.microsoft\.icon)/],
      ['/icon.svg', /image\/svg\+xml/],
      ['/icon-192.png', /image\/png/],
      ['/apple-touch-icon.png', /image\/png/],
      ['/manifest.webmanifest', /application\/manifest\+json/],
    ];
    for (const [path, type] of expected) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect([path, response.status]).toEqual([path, 200]);
      expect(response.headers.get('content-type')).toMatch(type);
    }
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as { name: string; lang: string };
    expect(manifest).toMatchObject({ name: '더그아웃', lang: 'ko' });
  });

  it('shows the Korean not-found page for an unknown address', async () => {
    const context = await newContext(browser, desktopViewport);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/no-such-page`);
    await page.getByText('요청하신 페이지를 찾을 수 없습니다.', { exact: false }).waitFor();
    await context.close();
  });
});
