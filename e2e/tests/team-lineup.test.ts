import type { Browser, Locator } from 'playwright-core';
import type { GameOrder, TeamLineupForm, TeamLineupList } from '@dugout/contracts';
import { baseUrl, desktopViewport, keepScreenshot, launchBrowser, newContext, phoneViewport } from '../support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, openAs } from '../support/demo-accounts';

// On 강동 (gangdong): the team manager of 강동 문정 스톰 submits the lineup of a game two days away
// (made here by the league's head, so the test never depends on the demo calendar). The public
// lineup dialog shows the lineup as submitted but hidden until the opponent's is in, then shows it.
const LEAGUE = 'gangdong';
const HEAD = 'gangdong.head@example.com';
const FIELD = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];

let browser: Browser;

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const parsed = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${parsed.error ?? ''}`);
  return parsed.data;
}

const login = (email: string) => api<{ user_id: number; access_token: string }>('POST', '/api/auth/login', '', { email, password: DEMO_PASSWORD });

/** Korean wall-clock time two days from now, as the schedule form takes it. */
function twoDaysAheadInSeoul(): string {
  const seoul = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000 + 9 * 60 * 60 * 1000).toISOString();
  return `${seoul.slice(0, 10)} ${seoul.slice(11, 16)}`;
}

/** Whether a select shows its chosen option whole: the text, the padding and the arrow fit in its box. */
async function showsWholeOption(select: Locator): Promise<{ text: string; fits: boolean }> {
  return select.evaluate((element) => {
    const box = element as HTMLSelectElement;
    const style = getComputedStyle(box);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = box.options[box.selectedIndex]?.text ?? '';
    const arrow = 16;
    const needed = context.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + arrow;
    return { text, fits: box.clientWidth >= needed };
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a team manager submits a lineup', () => {
  it('before the deadline from the staff portal; the public dialog keeps it hidden until the opponent submits, then shows it', async () => {
    const head = (await login(HEAD)).access_token;
    const manager = await login(DEMO_ACCOUNTS.teamManager);
    const [team] = await api<{ teamId: number; teamName: string }[]>('GET', `/api/team/admin/manage/${manager.user_id}`, manager.access_token);
    if (!team) throw new Error('the team manager manages no team');
    const base = await api<{ mainId: number; activeSeasonId: number }>('GET', `/api/league/base/${LEAGUE}`, '');
    const leagues = await api<{ leagueId: number }[]>('GET', `/api/league/season/${base.activeSeasonId}/league`, '');
    let found: { leagueId: number; opponentId: number } | null = null;
    for (const { leagueId } of leagues) {
      const teams = await api<{ teamId: number; registeredCount: number }[]>('GET', `/api/league/admin/league/${leagueId}/registrations`, head);
      const opponent = teams.find((other) => other.teamId !== team.teamId && other.registeredCount >= 12);
      if (teams.some((other) => other.teamId === team.teamId) && opponent) found = { leagueId, opponentId: opponent.teamId };
      if (found) break;
    }
    if (!found) throw new Error(`${team.teamName} plays in no league of the active season`);
    const { leagueId, opponentId } = found;
    const grounds = await api<{ groundId: number }[]>('GET', `/api/ground/leagueMain/${base.mainId}`, '');
    const { gameId } = await api<{ gameId: number }>('POST', `/api/league/league/${leagueId}/schedule/game`, head, {
      leagueId,
      gameName: '라인업 제출 시험',
      scheduleTime: twoDaysAheadInSeoul(),
      groundId: grounds[0]?.groundId ?? null,
      visitTeamId: opponentId,
      homeTeamId: team.teamId,
    });

    // The portal's list has the game, not yet submitted, with its deadline.
    const context = await newContext(browser, desktopViewport);
    const page = await openAs(context, DEMO_ACCOUNTS.teamManager, `/team/admin/${team.teamId}/orderList`);
    const list = page.getByRole('table', { name: '라인업을 제출할 경기' });
    await list.waitFor();
    const orders = await api<TeamLineupList>('GET', `/api/team/${team.teamId}/orders`, manager.access_token);
    const listed = orders.data.find((game) => game.gameId === gameId);
    expect(listed).toMatchObject({ submitted: false, closed: false });
    await page.locator(`a[href="/team/admin/${team.teamId}/orderForm/${leagueId}/${gameId}"]`).click();

    // Nine eligible players by batting order with their positions, then submit.
    const form = await api<TeamLineupForm>('GET', `/api/team/${team.teamId}/order/${gameId}`, manager.access_token);
    const nine = form.own.players.filter((player) => player.eligible).slice(0, 9);
    expect(nine).toHaveLength(9);
    await page.getByRole('combobox', { name: '1번 타자' }).waitFor();
    for (const [index, player] of nine.entries()) {
      await page.getByRole('combobox', { name: `${index + 1}번 타자`, exact: true }).selectOption(String(player.playerId));
      await page.getByRole('combobox', { name: `${index + 1}번 수비 위치`, exact: true }).selectOption(FIELD[index] as string);
    }
    await page.getByRole('button', { name: '라인업 제출' }).click();
    await page.getByText('라인업을 제출했습니다.').waitFor();
    await keepScreenshot(page, 'team-lineup-submitted');

    // The public dialog: 제출, but the players stay hidden while the opponent has not submitted.
    const visitor = await (await newContext(browser, desktopViewport)).newPage();
    const openDialog = async () => {
      await visitor.goto(`/league/${LEAGUE}/schedule/all`);
      await visitor.locator(`tr[data-game-id="${gameId}"]`).getByRole('button', { name: /라인업 보기$/ }).click();
      const dialog = visitor.getByRole('dialog', { name: /^라인업 · / });
      await dialog.waitFor();
      const home = dialog.locator('section.lp-lineup').nth(1);
      await home.locator('.lp-badge').waitFor();
      return { dialog, home };
    };
    let { home } = await openDialog();
    await expect(home.locator('.lp-badge').textContent()).resolves.toBe('제출');
    await home.getByText('양 팀이 모두 제출하거나 제출 마감이 지나면 공개됩니다.').waitFor();

    // The league's head enters the opponent's lineup; now both are shown.
    const opponentPlayers = await api<{ playerId: number }[]>('GET', `/api/league/admin/league/${leagueId}/team/${opponentId}/players`, head);
    const opponentSide = await api<{ players: { playerId: number; eligible: boolean }[] }>('GET', `/api/game/admin/order/${gameId}/${opponentId}`, head);
    const eligible = new Set(opponentSide.players.filter((player) => player.eligible).map((player) => player.playerId));
    const opponentNine = opponentPlayers.filter((player) => eligible.has(player.playerId)).slice(0, 9);
    await api('POST', `/api/game/admin/order/${gameId}/${opponentId}`, head, {
      entries: opponentNine.map((player, index) => ({ playerId: player.playerId, batNum: index + 1, position: FIELD[index] })),
    });
    const order = await api<GameOrder>('GET', `/api/league/league/${leagueId}/schedule/${gameId}/order`, '');
    expect(order.home.entries).toHaveLength(9);
    ({ home } = await openDialog());
    const firstBatter = nine[0]?.playerName ?? '';
    await home.locator('tbody tr').first().getByText(firstBatter).waitFor();
    await expect(home.locator('tbody tr').count()).resolves.toBe(9);
    await keepScreenshot(visitor, 'team-lineup-public-dialog');
  });

  it('says the team itself is the visiting side, and shows whole position names in both lineup forms at 390 px and on a desktop', async () => {
    const head = (await login(HEAD)).access_token;
    const manager = await login(DEMO_ACCOUNTS.teamManager);
    const [team] = await api<{ teamId: number; teamName: string }[]>('GET', `/api/team/admin/manage/${manager.user_id}`, manager.access_token);
    if (!team) throw new Error('the team manager manages no team');
    const base = await api<{ mainId: number; activeSeasonId: number }>('GET', `/api/league/base/${LEAGUE}`, '');
    const leagues = await api<{ leagueId: number }[]>('GET', `/api/league/season/${base.activeSeasonId}/league`, '');
    let found: { leagueId: number; opponent: { teamId: number; teamName: string } } | null = null;
    for (const { leagueId } of leagues) {
      const teams = await api<{ teamId: number; teamName: string; registeredCount: number }[]>('GET', `/api/league/admin/league/${leagueId}/registrations`, head);
      const opponent = teams.find((other) => other.teamId !== team.teamId && other.registeredCount >= 12);
      if (teams.some((other) => other.teamId === team.teamId) && opponent) found = { leagueId, opponent };
      if (found) break;
    }
    if (!found) throw new Error(`${team.teamName} plays in no league of the active season`);
    const { leagueId, opponent } = found;
    // Our team visits the opponent this time.
    const { gameId } = await api<{ gameId: number }>('POST', `/api/league/league/${leagueId}/schedule/game`, head, {
      leagueId,
      gameName: '원정 라인업 시험',
      scheduleTime: twoDaysAheadInSeoul(),
      visitTeamId: team.teamId,
      homeTeamId: opponent.teamId,
    });

    for (const viewport of [phoneViewport, desktopViewport]) {
      const context = await newContext(browser, viewport);
      const page = await openAs(context, DEMO_ACCOUNTS.teamManager, `/team/admin/${team.teamId}/orderList`);
      await page.getByRole('table', { name: '라인업을 제출할 경기' }).waitFor();
      const row = page.locator('tr', { has: page.locator(`a[href="/team/admin/${team.teamId}/orderForm/${leagueId}/${gameId}"]`) });
      await row.getByText(`vs ${opponent.teamName} · 우리 팀 원정`).waitFor();
      await expect(row.getByText(`${opponent.teamName} (원정)`).count()).resolves.toBe(0);

      await page.goto(`/team/admin/${team.teamId}/orderForm/${leagueId}/${gameId}`);
      await page.getByText(new RegExp(`^vs ${opponent.teamName} · 우리 팀 원정 · `)).waitFor();
      for (const [index, code] of ['CF', 'DH', '1B'].entries()) {
        const select = page.getByRole('combobox', { name: `${index + 1}번 수비 위치`, exact: true });
        await select.selectOption(code);
        const shown = await showsWholeOption(select);
        expect([viewport.width, shown]).toEqual([viewport.width, { text: expect.stringContaining(`(${code})`), fits: true }]);
      }
      await keepScreenshot(page, `team-lineup-positions-${viewport.width}`);

      // The league's lineup form of the same game, as its head sees it.
      const admin = await openAs(await newContext(browser, viewport), HEAD, `/league/${LEAGUE}/admin/gameorder/${base.activeSeasonId}/${leagueId}/${gameId}`);
      const visitSide = admin.locator('.dg-game-order__team').first();
      await visitSide.getByRole('combobox', { name: '1번 수비 위치', exact: true }).waitFor();
      for (const [index, code] of ['CF', 'DH', 'LF'].entries()) {
        const select = visitSide.getByRole('combobox', { name: `${index + 1}번 수비 위치`, exact: true });
        await select.selectOption(code);
        const shown = await showsWholeOption(select);
        expect([viewport.width, shown]).toEqual([viewport.width, { text: expect.stringContaining(`(${code})`), fits: true }]);
      }
      await keepScreenshot(admin, `game-order-positions-${viewport.width}`);
      await admin.context().close();
      await context.close();
    }
  });
});
