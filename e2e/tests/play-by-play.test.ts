import path from 'node:path';
import type { Browser } from 'playwright-core';
import { artifactsDir, baseUrl, keepScreenshot, launchBrowser, newContext, phoneViewport } from '../support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo-accounts';

// On 강서 (gangseo): the league's head schedules a game an hour ago with the demo scorer as its
// writer and enters both lineups; the scorer records it play by play through the API while a
// visitor follows the 문자 중계 on the public game page on a phone.
const LEAGUE = 'gangseo';
const FIELD = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];

interface Player {
  playerId: number;
  playerName: string;
}

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

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** Korean wall-clock time an hour ago, as the schedule form takes it. */
function anHourAgoInSeoul(): string {
  const seoul = new Date(Date.now() - 60 * 60 * 1000 + 9 * 60 * 60 * 1000).toISOString();
  return `${seoul.slice(0, 10)} ${seoul.slice(11, 16)}`;
}

/** Nine players whose names no other chosen player shares (the sentences name the batters). */
function nineWithUniqueNames(players: Player[], taken: Set<string>): Player[] {
  const counts = new Map<string, number>();
  for (const player of players) counts.set(player.playerName, (counts.get(player.playerName) ?? 0) + 1);
  const chosen = players.filter((player) => counts.get(player.playerName) === 1 && !taken.has(player.playerName)).slice(0, 9);
  if (chosen.length < 9) throw new Error('not enough players with distinct names');
  chosen.forEach((player) => taken.add(player.playerName));
  return chosen;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('문자 중계', () => {
  it('a visitor on a phone sees each play the scorer records, with the count, without reloading', async () => {
    const head = (await login(DEMO_ACCOUNTS.head)).access_token;
    const scorer = await login(DEMO_ACCOUNTS.scorer);
    const base = await api<{ mainId: number; activeSeasonId: number }>('GET', `/api/league/base/${LEAGUE}`, head);
    const leagueId = must((await api<{ leagueId: number }[]>('GET', `/api/league/season/${base.activeSeasonId}/league`, head))[0], 'a league').leagueId;
    const teams = await api<{ teamId: number; teamName: string; registeredCount: number }[]>('GET', `/api/league/admin/league/${leagueId}/registrations`, head);
    const [visit, home] = teams.filter((team) => team.registeredCount >= 12).slice(0, 2);
    if (!visit || !home) throw new Error('two teams with registered players are needed');
    const taken = new Set<string>();
    const visitors = nineWithUniqueNames(await api<Player[]>('GET', `/api/league/admin/league/${leagueId}/team/${visit.teamId}/players`, head), taken);
    const homers = nineWithUniqueNames(await api<Player[]>('GET', `/api/league/admin/league/${leagueId}/team/${home.teamId}/players`, head), taken);
    const ground = must((await api<{ groundId: number }[]>('GET', `/api/ground/leagueMain/${base.mainId}`, head))[0], 'a ground');
    const { gameId } = await api<{ gameId: number }>('POST', `/api/league/league/${leagueId}/schedule/game`, head, {
      leagueId,
      gameName: '문자 중계 시험',
      scheduleTime: anHourAgoInSeoul(),
      groundId: ground.groundId,
      writerId: scorer.user_id,
      visitTeamId: visit.teamId,
      homeTeamId: home.teamId,
    });
    for (const [team, players] of [
      [visit, visitors],
      [home, homers],
    ] as const) {
      await api('POST', `/api/game/admin/order/${gameId}/${team.teamId}`, head, {
        entries: players.map((player, index) => ({ playerId: player.playerId, batNum: index + 1, position: FIELD[index] })),
      });
    }

    // The scorer starts and records the leadoff batter's strikeout.
    const plays = `/api/game/admin/write/game/${gameId}/plays`;
    let lastSeq = 0;
    const append = async (event: object) => {
      lastSeq = (await api<{ lastSeq: number }>('POST', plays, scorer.access_token, { lastSeq, event })).lastSeq;
    };
    await api('POST', `${plays}/start`, scorer.access_token, {});
    for (const pitch of ['calledStrike', 'swingingStrike', 'swingingStrike']) await append({ kind: 'pitch', pitch });
    const leadoff = must(visitors[0], 'the leadoff batter');
    const second = must(visitors[1], 'the second batter');
    await append({ kind: 'plateAppearance', batterId: String(leadoff.playerId), result: 'strikeout', moves: [] });

    const context = await newContext(browser, phoneViewport);
    const page = await context.newPage();
    await page.goto(`/league/${LEAGUE}/game/score/${leagueId}/${gameId}`);
    const section = page.getByRole('region', { name: '문자 중계' });
    await section.getByRole('heading', { name: `1회초 ${visit.teamName} 공격` }).waitFor();
    const board = section.getByRole('region', { name: '현재 상황' });
    await board.getByRole('img', { name: '0볼 0스트라이크 1아웃' }).waitFor();
    await board.getByText(second.playerName).waitFor();
    // The visitor opens the strikeout's pitches.
    const first = section.locator('.lp-pbp__item').filter({ hasText: leadoff.playerName }).first();
    await first.getByText('투구 3개').click();
    await first.getByText('3구 헛스윙').waitFor();

    // A pitch: the count changes on the visitor's page without a reload.
    await append({ kind: 'pitch', pitch: 'ball' });
    await board.getByRole('img', { name: '1볼 0스트라이크 1아웃' }).waitFor({ timeout: 5_000 });

    // A plate appearance: the second batter's single is told, the runner on 1루, the count reset.
    await append({ kind: 'plateAppearance', batterId: String(second.playerId), result: 'single', fielders: [7], moves: [] });
    const single = section.locator('.lp-pbp__item').filter({ hasText: second.playerName }).filter({ hasText: '안타' }).first();
    await single.waitFor({ timeout: 5_000 });
    await board.getByRole('img', { name: '0볼 0스트라이크 1아웃' }).waitFor();
    await board.getByRole('img', { name: '주자 1루' }).waitFor();
    expect(await single.getByText('투구 1개').isVisible()).toBe(true);
    // The half inning being played has no end-of-half summary yet.
    expect(await section.getByText(`1회초 종료`).count()).toBe(0);
    // The pitches the visitor opened stay open.
    expect(await first.getByText('3구 헛스윙').isVisible()).toBe(true);

    // A two-run home run: highlighted with the score after it.
    const third = must(visitors[2], 'the third batter');
    await append({ kind: 'plateAppearance', batterId: String(third.playerId), result: 'homeRun', fielders: [8], moves: [{ from: 1, to: 4 }] });
    const homer = section.locator('.lp-pbp__item--scoring').filter({ hasText: third.playerName });
    await homer.waitFor({ timeout: 5_000 });
    expect(await homer.textContent()).toContain('(2:0)');
    await board.getByRole('img', { name: '주자 없음' }).waitFor();

    // Nothing wider than the phone: no sideways swipe.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await section.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'play-by-play-phone');
    await section.screenshot({ path: path.join(artifactsDir, 'play-by-play-section.png') });
    await context.close();
  });
});
