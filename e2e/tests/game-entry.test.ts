import type { Browser, Page } from 'playwright-core';
import { baseUrl, desktopViewport, keepScreenshot, launchBrowser, newContext, phoneViewport } from '../support/browser';
import { DEMO_PASSWORD, openAs } from '../support/demo-accounts';

// On 강동 (gangdong): a game scheduled for today in its active season, with both lineups, entered by
// the league's scorer (grade 5) in the admin while a visitor watches the top bar's live ticker.
const LEAGUE = 'gangdong';
const HEAD = 'gangdong.head@example.com';
const SCORER = 'gangdong.scorer@example.com';
const FIELD = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];

interface Player {
  playerId: number;
  playerName: string;
}

let browser: Browser;
let token: string;

async function api<T>(method: string, path: string, body?: unknown, bearer = token): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const parsed = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${parsed.error ?? ''}`);
  return parsed.data;
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** Korean wall-clock time some hours ago, as the schedule form takes it. */
function hoursAgoInSeoul(hours: number): string {
  const seoul = new Date(Date.now() - hours * 60 * 60 * 1000 + 9 * 60 * 60 * 1000).toISOString();
  return `${seoul.slice(0, 10)} ${seoul.slice(11, 16)}`;
}
const anHourAgoInSeoul = () => hoursAgoInSeoul(1);

/** Nine players of a team whose names no other chosen player shares (the entry cells are named by player). */
function nineWithUniqueNames(players: Player[], taken: Set<string>): Player[] {
  const counts = new Map<string, number>();
  for (const player of players) counts.set(player.playerName, (counts.get(player.playerName) ?? 0) + 1);
  const chosen = players.filter((player) => counts.get(player.playerName) === 1 && !taken.has(player.playerName)).slice(0, 9);
  if (chosen.length < 9) throw new Error('not enough players with distinct names');
  chosen.forEach((player) => taken.add(player.playerName));
  return chosen;
}

async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = (await api<{ access_token: string }>('POST', '/api/auth/login', { email: HEAD, password: DEMO_PASSWORD }, '')).access_token;
});

afterAll(async () => {
  await browser?.close();
});

describe('a scorer enters a whole game', () => {
  it('from the lineups, with an extra inning and a pitching change; a visitor sees the live score; the final record changes the standings', async () => {
    const base = await api<{ mainId: number; activeSeasonId: number }>('GET', `/api/league/base/${LEAGUE}`);
    const seasonId = base.activeSeasonId;
    const leagueId = must((await api<{ leagueId: number }[]>('GET', `/api/league/season/${seasonId}/league`))[0], 'a league').leagueId;
    const teams = await api<{ teamId: number; teamName: string; registeredCount: number }[]>('GET', `/api/league/admin/league/${leagueId}/registrations`);
    const [visit, home] = teams.filter((team) => team.registeredCount >= 12).slice(0, 2);
    if (!visit || !home) throw new Error('two teams with registered players are needed');
    const taken = new Set<string>();
    const visitors = nineWithUniqueNames(await api<Player[]>('GET', `/api/league/admin/league/${leagueId}/team/${visit.teamId}/players`), taken);
    const homeRoster = await api<Player[]>('GET', `/api/league/admin/league/${leagueId}/team/${home.teamId}/players`);
    const homers = nineWithUniqueNames(homeRoster, taken);
    const ground = must((await api<{ groundId: number }[]>('GET', `/api/ground/leagueMain/${base.mainId}`))[0], 'a ground');
    const scorer = await api<{ user_id: number; access_token: string }>('POST', '/api/auth/login', { email: SCORER, password: DEMO_PASSWORD }, '');

    const created = await api<{ gameId: number }>('POST', `/api/league/league/${leagueId}/schedule/game`, {
      leagueId,
      gameName: '연장전 기록 시험',
      scheduleTime: anHourAgoInSeoul(),
      groundId: ground.groundId,
      writerId: scorer.user_id,
      visitTeamId: visit.teamId,
      homeTeamId: home.teamId,
    });
    const gameId = created.gameId;
    for (const [team, players] of [
      [visit, visitors],
      [home, homers],
    ] as const) {
      await api('POST', `/api/game/admin/order/${gameId}/${team.teamId}`, {
        entries: players.map((player, index) => ({ playerId: player.playerId, batNum: index + 1, position: FIELD[index] })),
      });
    }
    const winsBefore = (await api<{ teamName: string; win: number }[]>('GET', `/api/game/rank/team/${seasonId}/${leagueId}`)).find((row) => row.teamName === visit.teamName)?.win ?? 0;

    // The visitor watching the league's pages: the ticker shows the game once its score is saved.
    const watcherContext = await newContext(browser, desktopViewport);
    const watcher = await watcherContext.newPage();
    await watcher.goto(`/league/${LEAGUE}`);
    const ticker = watcher.getByRole('region', { name: '경기 현황' });

    const context = await newContext(browser, desktopViewport);
    const entry = await openAs(context, SCORER, `/league/${LEAGUE}/admin/gameresult/${seasonId}/${leagueId}/${gameId}`);
    await entry.getByRole('form', { name: '경기 결과 입력' }).waitFor();

    // Line score: 1-0 after the top of the first, 1-1 in the fifth, the visitors score in the tenth.
    await entry.getByRole('button', { name: '연장 이닝 추가' }).click();
    await fill(entry, `${visit.teamName} 1회`, '1');
    await fill(entry, `${home.teamName} 5회`, '1');
    await fill(entry, `${visit.teamName} 10회`, '1');
    await fill(entry, `${home.teamName} 10회`, '0');
    await entry.locator('select[data-path="winType"]').selectOption('1');

    // Batting: two visitors and one home batter reach and score; everyone else made outs.
    const batting = (player: Player, pa: number, hits: number, runs: number) => [
      [`${player.playerName} 타석`, String(pa)],
      [`${player.playerName} 타수`, String(pa)],
      [`${player.playerName} 안타`, String(hits)],
      [`${player.playerName} 득점`, String(runs)],
    ];
    const lines = [
      ...visitors.flatMap((player, index) => batting(player, 4, index < 2 ? 1 : 0, index < 2 ? 1 : 0)),
      ...homers.flatMap((player, index) => batting(player, 4, index < 1 ? 1 : 0, index < 1 ? 1 : 0)),
    ];
    for (const [label, value] of lines) await fill(entry, label as string, value as string);

    // Pitching: the visitors' starter goes all ten; the home starter six, then a reliever who takes the loss.
    const visitStarter = must(visitors[0], 'the visiting pitcher');
    const homeStarter = must(homers[0], 'the home pitcher');
    await fill(entry, `${visitStarter.playerName} 이닝`, '10');
    await fill(entry, `${visitStarter.playerName} 타자`, '36');
    await fill(entry, `${visitStarter.playerName} 피안타`, '1');
    await fill(entry, `${visitStarter.playerName} 실점`, '1');
    await fill(entry, `${visitStarter.playerName} 자책`, '1');
    await entry.getByLabel(`${visitStarter.playerName} 결과`).selectOption({ label: '승' });
    await fill(entry, `${homeStarter.playerName} 이닝`, '6');
    await fill(entry, `${homeStarter.playerName} 타자`, '24');
    await fill(entry, `${homeStarter.playerName} 피안타`, '1');
    await fill(entry, `${homeStarter.playerName} 실점`, '1');
    await fill(entry, `${homeStarter.playerName} 자책`, '1');
    await entry.getByRole('region', { name: `${home.teamName} 투수 기록` }).getByRole('button', { name: '투수 추가' }).click();
    // The reliever: a player of the home side the form offers who is not in its lineup and whose name is his alone.
    const relieverSelect = entry.getByLabel(`${home.teamName} 2번째 투수 선수`);
    const offered = await relieverSelect.locator('option').evaluateAll((options) => options.map((option) => ({ value: (option as HTMLOptionElement).value, text: option.textContent ?? '' })));
    const reliever = must(
      homeRoster.find(
        (player) =>
          !taken.has(player.playerName) &&
          homeRoster.filter((other) => other.playerName === player.playerName).length === 1 &&
          offered.some((option) => option.value === String(player.playerId)),
      ),
      'a reliever',
    );
    await relieverSelect.selectOption(String(reliever.playerId));
    await fill(entry, `${reliever.playerName} 이닝`, '4');
    await fill(entry, `${reliever.playerName} 타자`, '12');
    await fill(entry, `${reliever.playerName} 피안타`, '1');
    await fill(entry, `${reliever.playerName} 실점`, '1');
    await fill(entry, `${reliever.playerName} 자책`, '1');
    await entry.getByLabel(`${reliever.playerName} 결과`).selectOption({ label: '패' });

    // The score first: the visitor's ticker shows it live, before the record is final.
    await entry.getByRole('button', { name: '점수만 저장' }).click();
    await entry.getByText(/저장되었습니다/).waitFor();
    await ticker.getByText(visit.teamName).waitFor({ timeout: 5_000 });
    await ticker.getByText(/2\s*[:-]\s*1|2.*1/).first().waitFor({ timeout: 5_000 });
    await keepScreenshot(watcher, 'game-entry-live-ticker');

    await entry.getByRole('button', { name: '전체 저장' }).click();
    await entry.getByText(/저장되었습니다/).waitFor();
    await entry.getByRole('button', { name: '확정' }).click();
    await entry.getByRole('alertdialog').getByRole('button', { name: '확정' }).click();
    await entry.getByText('기록을 확정했습니다.').waitFor();
    await keepScreenshot(entry, 'game-entry-final');

    const winsAfter = (await api<{ teamName: string; win: number }[]>('GET', `/api/game/rank/team/${seasonId}/${leagueId}`)).find((row) => row.teamName === visit.teamName)?.win ?? 0;
    expect(winsAfter).toBe(winsBefore + 1);
    await watcher.goto(`/league/${LEAGUE}/game/score/${leagueId}/${gameId}`);
    await watcher.getByText(reliever.playerName).first().waitFor();
    await keepScreenshot(watcher, 'game-entry-box-score');
    await context.close();
    await watcherContext.close();
  }, 180_000);
});

describe('the box-score grid, its notes and the game list', () => {
  it('replaces a clicked 0, drops the lineup note once saved, names who entered an unassigned game, and lays out the history in its box', async () => {
    const base = await api<{ mainId: number; activeSeasonId: number }>('GET', `/api/league/base/${LEAGUE}`);
    const seasonId = base.activeSeasonId;
    const leagueId = must((await api<{ leagueId: number }[]>('GET', `/api/league/season/${seasonId}/league`))[0], 'a league').leagueId;
    const teams = await api<{ teamId: number; teamName: string; registeredCount: number }[]>('GET', `/api/league/admin/league/${leagueId}/registrations`);
    const [visit, home] = teams.filter((team) => team.registeredCount >= 12).slice(-2);
    if (!visit || !home) throw new Error('two teams with registered players are needed');
    const taken = new Set<string>();
    const visitors = nineWithUniqueNames(await api<Player[]>('GET', `/api/league/admin/league/${leagueId}/team/${visit.teamId}/players`), taken);
    const homers = nineWithUniqueNames(await api<Player[]>('GET', `/api/league/admin/league/${leagueId}/team/${home.teamId}/players`), taken);
    // No scorer assigned: the league's scorer (grade 5) enters it all the same, as with a generated schedule.
    const scheduleTime = hoursAgoInSeoul(3);
    const { gameId } = await api<{ gameId: number }>('POST', `/api/league/league/${leagueId}/schedule/game`, {
      leagueId,
      gameName: '입력 칸 시험',
      scheduleTime,
      visitTeamId: visit.teamId,
      homeTeamId: home.teamId,
    });
    for (const [team, players] of [
      [visit, visitors],
      [home, homers],
    ] as const) {
      await api('POST', `/api/game/admin/order/${gameId}/${team.teamId}`, {
        entries: players.map((player, index) => ({ playerId: player.playerId, batNum: index + 1, position: FIELD[index] })),
      });
    }

    const context = await newContext(browser, desktopViewport);
    const entry = await openAs(context, SCORER, `/league/${LEAGUE}/admin/gameresult/${seasonId}/${leagueId}/${gameId}`);
    const note = entry.getByText('저장된 기록이 없어 라인업으로 타자·투수 명단을 채웠습니다.');
    await note.waitFor();
    await expect(entry.locator('select[data-path="winType"] option:checked').textContent()).resolves.toBe('경기 중 (결과 없음)');

    // A click at the cell's left edge, before its 0, then 5: the cell holds 5, not 50.
    const firstBatter = must(visitors[0], 'a batter').playerName;
    const plateAppearances = entry.getByLabel(`${firstBatter} 타석`, { exact: true });
    await expect(plateAppearances.inputValue()).resolves.toBe('0');
    const box = must((await plateAppearances.boundingBox()) ?? undefined, 'the cell box');
    await plateAppearances.click({ position: { x: 3, y: box.height / 2 } });
    await entry.keyboard.type('5');
    await expect(plateAppearances.inputValue()).resolves.toBe('5');
    // Enter moves on and the next 0 is replaced too.
    await entry.keyboard.press('Enter');
    await entry.keyboard.type('4');
    await expect(entry.getByLabel(`${firstBatter} 타수`, { exact: true }).inputValue()).resolves.toBe('4');

    // The score of the first inning, saved with no result yet: from then on the record is stored, so the note goes.
    await fill(entry, `${visit.teamName} 1회`, '1');
    await entry.getByRole('button', { name: '점수만 저장' }).click();
    await entry.getByText('저장되었습니다. (버전 1)').waitFor();
    await note.waitFor({ state: 'detached' });
    await entry.reload();
    await entry.getByRole('form', { name: '경기 결과 입력' }).waitFor();
    await expect(entry.getByText('저장된 기록이 없어 라인업으로 타자·투수 명단을 채웠습니다.').count()).resolves.toBe(0);
    await keepScreenshot(entry, 'game-entry-first-save');
    await context.close();

    // The head's game list names who entered it, though no scorer was assigned.
    const scorer = await api<{ user_id: number }>('POST', '/api/auth/login', { email: SCORER, password: DEMO_PASSWORD }, '');
    const writers = await api<{ userId: number; user: { username: string } }[]>('GET', `/api/league/main/${base.mainId}/writers`);
    const scorerName = must(writers.find((writer) => writer.userId === scorer.user_id), 'the scorer among the writers').user.username;
    const headContext = await newContext(browser, desktopViewport);
    const list = await openAs(headContext, HEAD, `/league/${LEAGUE}/admin/game`);
    await list.getByLabel('월', { exact: true }).selectOption(scheduleTime.slice(0, 7).replace('-', ''));
    const gameRow = list.locator('tr', { hasText: scheduleTime }).filter({ hasText: visit.teamName });
    await gameRow.locator('td').nth(6).getByText(`${scorerName} (입력, 배정 없음)`, { exact: true }).waitFor();

    // Made final, corrected over many innings and final again: the history's first line explains versions 1-2,
    // and the long change wraps inside the table's box on a desktop and on a phone.
    const board = (visitRuns: number[], version: number) => ({
      winType: '1',
      winnerSide: 'visit',
      lineScore: { visit: visitRuns, home: [0, 0, 0, 0, 0, 0, 0, 0, 0] },
      visit: { runs: visitRuns.reduce((sum, runs) => sum + runs, 0), hits: 0, errors: 0, walks: 0 },
      home: { runs: 0, hits: 0, errors: 0, walks: 0 },
      version,
    });
    const write = `/api/game/admin/write/game/${gameId}`;
    await api('POST', `${write}/scoreboard`, board([1, 0, 0, 0, 0, 0, 0, 0, 0], 1));
    await api('POST', `${write}/final`, {});
    await api('POST', `${write}/correction`, { reason: '이닝별 점수를 기록지와 다시 맞춤 (2회부터 8회까지 득점이 한 칸씩 밀려 적혀 있었음)' });
    await api('POST', `${write}/scoreboard`, board([1, 1, 1, 1, 1, 1, 1, 1, 0], 4));
    await api('POST', `${write}/final`, {});
    for (const viewport of [desktopViewport, phoneViewport]) {
      const page = await headContext.newPage();
      await page.setViewportSize(viewport);
      await page.goto(`/league/${LEAGUE}/admin/gameresult/${seasonId}/${leagueId}/${gameId}`);
      const history = page.getByRole('region', { name: '기록 이력' });
      await history.getByText('초안 저장').waitFor();
      await history.getByText('확정 전에 저장한 기록입니다', { exact: false }).waitFor();
      const change = history.locator('.dg-game-result__history-text', { hasText: '2회' }).first();
      await change.scrollIntoViewIfNeeded();
      const frame = must((await history.locator('.dg-table-wrap').boundingBox()) ?? undefined, 'the table box');
      const text = must((await change.boundingBox()) ?? undefined, 'the change box');
      expect([viewport.width, text.x + text.width <= frame.x + frame.width + 1, text.x + text.width <= viewport.width]).toEqual([viewport.width, true, true]);
      await keepScreenshot(page, `game-entry-history-${viewport.width}`);
      await page.close();
    }
    await headContext.close();
  }, 180_000);
});
