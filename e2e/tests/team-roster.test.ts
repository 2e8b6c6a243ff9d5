import type { Browser } from 'playwright-core';
import type { TeamLeague, TeamLeagueEntry, TeamRosterPlayer } from '@dugout/contracts';
import { baseUrl, keepScreenshot, launchBrowser, newContext, phoneViewport } from '../support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, openAs } from '../support/demo-accounts';

// The team manager of 강동 문정 스톰 runs the roster and a league entry from the staff portal.
let browser: Browser;
let token: string;
let teamId: number;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const parsed = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${parsed.error ?? ''}`);
  return parsed.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await api<{ user_id: number; access_token: string }>('POST', '/api/auth/login', { email: DEMO_ACCOUNTS.teamManager, password: DEMO_PASSWORD });
  token = login.access_token;
  const [team] = await api<{ teamId: number }[]>('GET', `/api/team/admin/manage/${login.user_id}`);
  if (!team) throw new Error('the team manager manages no team');
  teamId = team.teamId;
});

afterAll(async () => {
  await browser?.close();
});

describe('the team staff roster and entries', () => {
  it("on a phone: edits a player's back number, and takes a player out of a league entry and back in", async () => {
    const roster = await api<TeamRosterPlayer[]>('GET', `/api/team/${teamId}/admin/players`);
    const used = new Set(roster.map((player) => player.backnumber));
    const free = ['97', '96', '95', '94', '93'].find((number) => !used.has(number)) as string;
    const player = roster.find((candidate) => candidate.status === 'active' && candidate.position !== null && candidate.batThrw !== null) as TeamRosterPlayer;

    const context = await newContext(browser, phoneViewport);
    const page = await openAs(context, DEMO_ACCOUNTS.teamManager, `/team/admin/${teamId}/member`);
    const table = page.getByRole('region', { name: '선수 명단' });
    await table.getByRole('link', { name: player.playerName }).first().waitFor();
    // The wide table scrolls inside its box; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const firstCell = table.locator('td').first();
    expect(await firstCell.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');

    await table.getByRole('link', { name: player.playerName }).first().click();
    await page.getByLabel('등번호').fill(free);
    await page.getByRole('button', { name: '저장' }).click();
    await page.getByText('선수 정보를 저장했습니다.').waitFor();
    await page.getByRole('link', { name: '목록으로' }).click();
    await page.getByRole('region', { name: '선수 명단' }).getByRole('cell', { name: free, exact: true }).waitFor();
    await keepScreenshot(page, 'team-roster-phone');

    const [league] = await api<TeamLeague[]>('GET', `/api/team/${teamId}/leagues`);
    if (!league) throw new Error('the team plays in no league of the active season');
    const entry = await api<TeamLeagueEntry>('GET', `/api/team/${teamId}/entry/${league.leagueId}`);
    // Adding a player who is not in yet and taking him out leaves the demo as it was; without one,
    // a player without game lines goes out and comes back.
    const outsider = entry.available.find((candidate) => candidate.reasons.every((reason) => reason.code === 'waitingPeriod')) ?? null;
    const moving = outsider ?? entry.registered.find((candidate) => !candidate.hasGameLines);
    if (!moving) throw new Error('no player of the entry to move');

    await page.goto(`/team/admin/${teamId}/entry`);
    await page.getByRole('link', { name: `${league.leagueName} 엔트리 관리` }).click();
    await page.getByRole('heading', { name: `${league.leagueName} 엔트리` }).waitFor();
    const add = async () => {
      await page.getByRole('button', { name: `${moving.playerName} 추가` }).click();
      await page.getByText(`${moving.playerName} 선수를 엔트리에 등록했습니다.`).waitFor();
    };
    const takeOut = async () => {
      await page.getByRole('button', { name: `${moving.playerName} 빼기` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '빼기' }).click();
      await page.getByText(`${moving.playerName} 선수를 엔트리에서 뺐습니다.`).waitFor();
    };
    if (outsider) {
      await add();
      expect((await api<TeamLeagueEntry>('GET', `/api/team/${teamId}/entry/${league.leagueId}`)).registered.map((line) => line.playerId)).toContain(moving.playerId);
      await takeOut();
    } else {
      await takeOut();
      expect((await api<TeamLeagueEntry>('GET', `/api/team/${teamId}/entry/${league.leagueId}`)).available.map((line) => line.playerId)).toContain(moving.playerId);
      await add();
    }
    await keepScreenshot(page, 'team-entry-phone');
    await context.close();
    await api('PATCH', `/api/team/${teamId}/player/${player.playerId}`, {
      backnumber: player.backnumber,
      teamRole: player.teamRole,
      position: player.position,
      batThrw: player.batThrw,
    });
  });
});
