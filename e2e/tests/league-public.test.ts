import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type {
  GameDetail,
  GameOrder,
  League,
  LeagueBase,
  PlayerRankingLists,
  PlayerRankingRow,
  RankingPage,
  ScheduleItem,
  StandingRow,
  TeamEntry,
} from '@dugout/contracts';
import { seriousAxeViolations } from '../support/axe';
import { baseUrl, desktopViewport, keepScreenshot, launchBrowser, newContext, phoneViewport } from '../support/browser';

const LEAGUE_PATH = 'gangseo';
const ROOT = `/league/${LEAGUE_PATH}`;

let browser: Browser;
let base: LeagueBase;
let activeSeasonId: number;
/** The 2025 season (finished, every game played). */
let pastSeasonId: number;
const leaguesBySeason = new Map<number, League[]>();

beforeAll(async () => {
  browser = await launchBrowser();
  base = await api<LeagueBase>(`/league/base/${LEAGUE_PATH}`);
  activeSeasonId = base.activeSeasonId ?? base.seasons[0].seasonId;
  const past = base.seasons.find((season) => season.seasonName === '2025 시즌') ?? base.seasons.find((season) => season.seasonId !== activeSeasonId);
  if (!past) throw new Error('the demo league should have a past season');
  pastSeasonId = past.seasonId;
  for (const season of base.seasons) leaguesBySeason.set(season.seasonId, await api<League[]>(`/league/season/${season.seasonId}/league`));
});

afterAll(async () => {
  await browser?.close();
});

// ---------------------------------------------------------------- helpers

/** The API's data (the envelope unwrapped), straight from the running product. */
async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  const body = (await response.json()) as { ok: boolean; data: T; error?: string };
  if (!body.ok) throw new Error(`GET /api${path}: ${response.status} ${body.error ?? ''}`);
  return body.data;
}

const firstLeagueOf = (seasonId: number): League => {
  const league = leaguesBySeason.get(seasonId)?.[0];
  if (!league) throw new Error(`season ${seasonId} has no league`);
  return league;
};

/** Rereads until `accept` says yes or the time is up; returns the last value for the caller's expect. */
async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

const sameList = (expected: readonly unknown[]) => (actual: readonly unknown[]) => JSON.stringify(actual) === JSON.stringify(expected);
const texts = async (locator: Locator) => (await locator.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());

/** A schedule side's team name as the pages show it. */
function sideName(item: ScheduleItem, side: 'visit' | 'home'): string {
  const teamId = side === 'visit' ? item.visitTeamId : item.homeTeamId;
  const team = (side === 'visit' ? item.visitTeam : item.homeTeam)?.team;
  const info = side === 'visit' ? item.visitTeamInfo : item.homeTeamInfo;
  if (teamId === null) return '팀 미정';
  return team?.teamName ?? info?.teamName ?? '팀 미정';
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** "2026-05-03 (일)" for an ISO time with +09:00 (its first 10 characters are the Seoul day). */
function dayHeading(isoTime: string): string {
  const day = isoTime.slice(0, 10);
  return `${day} (${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]})`;
}

/** Opens pages in a season other than the default one, as a visitor who chose it earlier in this tab. */
async function startInSeason(context: BrowserContext, seasonId: number): Promise<void> {
  if (seasonId === activeSeasonId) return;
  await context.addInitScript(
    ([key, value]) => window.sessionStorage.setItem(key, value),
    [`dugout.league.${LEAGUE_PATH}.seasonId`, String(seasonId)] as const,
  );
}

/** The season whose first league has at least one recorded game: the active one when it has started. */
async function seasonWithResults(): Promise<{ seasonId: number; results: ScheduleItem[] }> {
  for (const seasonId of [activeSeasonId, pastSeasonId]) {
    const results = await api<ScheduleItem[]>(`/league/league/${firstLeagueOf(seasonId).leagueId}/scheduleGame?all=true`);
    if (results.length > 0) return { seasonId, results };
  }
  throw new Error('no season of the demo league has results');
}

async function openLeague(page: Page, subPath = ''): Promise<void> {
  await page.goto(`${ROOT}${subPath}`);
  await page.locator('[data-area="mfe-league-public"]').waitFor();
}

/** The visible view of a schedule tab (visited tabs stay mounted, hidden). */
const scheduleView = (page: Page, tab: 'all' | 'team' | 'table') => page.locator(`[data-view="${ROOT}/schedule/${tab}"]`);

/** Scrolls down the page step by step, as a visitor would, so each part passes through the viewport. */
async function scrollThroughPage(page: Page): Promise<void> {
  const step = Math.floor((page.viewportSize()?.height ?? 800) / 2);
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Two frames: the intersection observers see the new position.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

const region = (scope: Page | Locator, name: string) => scope.getByRole('region', { name, exact: true });

/** Wide tables scroll inside their own region: the page itself never scrolls sideways. */
async function pageOverflowX(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Redness of a CSS colour: the red channel well above green and blue. */
function isRed(color: string): boolean {
  const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
  return r > 150 && r - g > 80 && r - b > 80;
}

// ---------------------------------------------------------------- tests

describe('league public pages (visitor)', () => {
  it('shows the league home at desktop width: banner, standings, top-5 boards, next games and recent results', async () => {
    const league = firstLeagueOf(activeSeasonId);
    const [standings, upcoming, recent, leaders] = await Promise.all([
      api<StandingRow[]>(`/game/rank/team/${activeSeasonId}/${league.leagueId}`),
      api<ScheduleItem[]>(`/league/league/${league.leagueId}/scheduleMain`),
      api<ScheduleItem[]>(`/league/league/${league.leagueId}/gameMain`),
      api<PlayerRankingLists>(`/game/rank/mainPage/${activeSeasonId}/${league.leagueId}`),
    ]);
    const context = await newContext(browser, desktopViewport);
    const page = await context.newPage();
    await openLeague(page);

    // The banner: the league's artwork and its name as the page's h1; the top bar names it too.
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor({ state: 'attached' });
    await expect(title.textContent()).resolves.toBe(base.mainName);
    await expect(page.locator('.lp-topbar__brand').textContent()).resolves.toContain(base.mainName);
    if (base.extImg2) {
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('.lp-banner__image');
        return Boolean(image?.complete && image.naturalWidth > 0);
      });
    }
    await expect(page.getByRole('combobox', { name: '시즌' }).inputValue()).resolves.toBe(String(activeSeasonId));

    // Standings of the season's first league, in the API's order.
    const standingsBlock = region(page, '팀 순위');
    const standingRows = await until(
      () => texts(standingsBlock.locator('tbody tr td:nth-child(2)')),
      sameList(standings.map((row) => row.teamName)),
    );
    expect(standingRows).toEqual(standings.map((row) => row.teamName));
    expect(standingRows.length).toBeGreaterThan(1);
    await expect(standingsBlock.getByRole('combobox', { name: '팀 순위 리그 선택' }).inputValue()).resolves.toBe(String(league.leagueId));

    // Next games: the next one in large, then the later ones.
    const nextBlock = region(page, '다음 경기');
    if (upcoming.length > 0) {
      const nextGame = nextBlock.locator('.lp-next-game');
      await nextGame.waitFor();
      const nextText = (await nextGame.textContent()) ?? '';
      expect(nextText).toContain(sideName(upcoming[0], 'visit'));
      expect(nextText).toContain(sideName(upcoming[0], 'home'));
      expect(nextText).toContain(dayHeading(upcoming[0].scheduleTime));
      await expect(nextBlock.locator('.lp-game-list li').count()).resolves.toBe(upcoming.length - 1);
    } else {
      await nextBlock.getByText('등록된 일정이 없습니다.').waitFor();
    }

    // Recent results in the sidebar, each linked to its box score.
    const recentBlock = region(page, '최근 경기 결과');
    if (recent.length > 0) {
      const links = recentBlock.locator('a.lp-results__link');
      const hrefs = await until(
        async () => links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))),
        sameList(recent.map((game) => `${ROOT}/game/score/${game.leagueId}/${game.gameId}`)),
      );
      expect(hrefs).toEqual(recent.map((game) => `${ROOT}/game/score/${game.leagueId}/${game.gameId}`));
    } else {
      await recentBlock.getByText('경기 결과가 없습니다.').waitFor();
    }

    // The top-5 boards load when the visitor scrolls down to them.
    const leadersBlock = region(page, '부문별 순위 TOP 5');
    await expect(leadersBlock.count()).resolves.toBe(0);
    await scrollThroughPage(page);
    await leadersBlock.waitFor();
    const boards: [keyof PlayerRankingLists, string][] = [
      ['listAvg', '타율'],
      ['listRbi', '타점'],
      ['listHr', '홈런'],
      ['listEra', '평균자책점'],
      ['listWin', '승리'],
      ['listSo', '탈삼진'],
    ];
    for (const [list, boardTitle] of boards) {
      const board = region(leadersBlock, boardTitle);
      // Each entry: the player's name with the team's name under it.
      const expected = leaders[list].slice(0, 5).map((row) => `${row.player_name}${row.team_name}`);
      if (expected.length === 0) {
        await board.getByText('등록된 기록이 없습니다.').waitFor();
        continue;
      }
      const entries = await until(
        async () => (await board.locator('.lp-leaders__name').allTextContents()).map((text) => text.trim()),
        sameList(expected),
      );
      expect(entries).toEqual(expected);
    }
    await leadersBlock.locator('.lp-leaders__list').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, 'league-home-desktop');
    await context.close();
  });

  it('opens the phone menu with collapsible groups, a plain bracket item, and closes it on navigation', async () => {
    const context = await newContext(browser, phoneViewport);
    const page = await context.newPage();
    await openLeague(page);
    await region(page, '팀 순위').locator('tbody tr').first().waitFor();

    // The desktop menu gives way to the toggle.
    await expect(page.getByRole('navigation', { name: '리그 메뉴', exact: true }).isVisible()).resolves.toBe(false);
    const toggle = page.getByRole('button', { name: '리그 메뉴' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    const panel = page.getByRole('navigation', { name: '리그 모바일 메뉴' });
    await expect(panel.isVisible()).resolves.toBe(false);
    await toggle.click();
    await panel.waitFor();
    const closeToggle = page.getByRole('button', { name: '메뉴 닫기' });
    await expect(closeToggle.getAttribute('aria-expanded')).resolves.toBe('true');

    const groupNames = ['리그 정보', '일정', '경기 결과', '기록실', '커뮤니티'];
    const groupButtons = panel.locator('button.lp-mobile-menu__group');
    const groupLabels = (await texts(groupButtons)).map((text) => text.replace(/[+−]$/, '').trim());
    expect(groupLabels).toEqual(groupNames);
    const group = (name: string) => panel.getByRole('button', { name, exact: true });

    // The schedule group: its three pages as links and the bracket entry as plain text.
    await group('일정').click();
    await expect(group('일정').getAttribute('aria-expanded')).resolves.toBe('true');
    const scheduleList = panel.locator(`#${await group('일정').getAttribute('aria-controls')}`);
    await scheduleList.waitFor();
    await expect(texts(scheduleList.getByRole('link'))).resolves.toEqual(['전체 일정', '팀별 일정', '팀 간 대진표']);
    const bracket = scheduleList.getByText('대진표/토너먼트', { exact: true });
    await bracket.waitFor();
    await expect(bracket.evaluate((element) => element.closest('a') === null)).resolves.toBe(true);
    await expect(scheduleList.getByRole('link', { name: '대진표/토너먼트' }).count()).resolves.toBe(0);

    // The community group (the league's boards) opens and the schedule group folds away.
    await group('커뮤니티').click();
    await expect(group('커뮤니티').getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(group('일정').getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(scheduleList.isVisible()).resolves.toBe(false);
    const communityList = panel.locator(`#${await group('커뮤니티').getAttribute('aria-controls')}`);
    if (base.boards.length === 0) {
      await communityList.getByText('등록된 게시판이 없습니다.').waitFor();
    } else {
      await expect(texts(communityList.getByRole('link'))).resolves.toEqual(base.boards.map((board) => board.boardName));
    }
    await group('일정').click();
    await keepScreenshot(page, 'league-home-phone');

    // Going to a page closes the menu.
    await group('기록실').click();
    await panel.getByRole('link', { name: '타자 순위', exact: true }).click();
    await page.waitForURL(`**${ROOT}/record/rank/batter`);
    await page.getByRole('heading', { level: 2, name: '타자 순위' }).waitFor();
    await expect(page.getByRole('button', { name: '리그 메뉴' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(panel.isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('switches the season with the dropdown, reloads the lists and keeps the choice across a reload', async () => {
    const pastLeague = firstLeagueOf(pastSeasonId);
    const [pastStandings, pastRecent] = await Promise.all([
      api<StandingRow[]>(`/game/rank/team/${pastSeasonId}/${pastLeague.leagueId}`),
      api<ScheduleItem[]>(`/league/league/${pastLeague.leagueId}/gameMain`),
    ]);
    const activeStandings = await api<StandingRow[]>(`/game/rank/team/${activeSeasonId}/${firstLeagueOf(activeSeasonId).leagueId}`);
    const pastSeason = base.seasons.find((season) => season.seasonId === pastSeasonId);
    const context = await newContext(browser, desktopViewport);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
    });
    await openLeague(page);
    const standingNames = () => texts(region(page, '팀 순위').locator('tbody tr td:nth-child(2)'));
    const standingLines = (rows: StandingRow[]) => rows.map((row) => row.teamName);
    expect(await until(standingNames, sameList(standingLines(activeStandings)))).toEqual(standingLines(activeStandings));

    const seasonSelect = page.getByRole('combobox', { name: '시즌' });
    await expect(texts(seasonSelect.locator('option'))).resolves.toEqual(
      base.seasons.map((season) => (season.active ? `${season.seasonName} (진행 중)` : season.seasonName)),
    );
    await seasonSelect.selectOption({ label: pastSeason?.seasonName ?? '' });

    // The season's own leagues, standings and results are asked for and shown.
    expect(await until(standingNames, sameList(standingLines(pastStandings)))).toEqual(standingLines(pastStandings));
    const recentDates = () => texts(region(page, '최근 경기 결과').locator('.lp-results__date'));
    const pastDates = pastRecent.map((game) => game.scheduleTime.slice(0, 10));
    expect(await until(recentDates, sameList(pastDates))).toEqual(pastDates);
    expect(calls).toContain(`/api/league/season/${pastSeasonId}/league`);
    expect(calls).toContain(`/api/game/rank/team/${pastSeasonId}/${pastLeague.leagueId}`);
    await expect(page.evaluate((key) => window.sessionStorage.getItem(key), `dugout.league.${LEAGUE_PATH}.seasonId`)).resolves.toBe(
      String(pastSeasonId),
    );

    // A reload in the same tab starts from the stored season.
    await page.reload();
    await page.locator('[data-area="mfe-league-public"]').waitFor();
    await expect(page.getByRole('combobox', { name: '시즌' }).inputValue()).resolves.toBe(String(pastSeasonId));
    expect(await until(standingNames, sameList(standingLines(pastStandings)))).toEqual(standingLines(pastStandings));

    // Back to the active season: the stored choice is cleared.
    await page.getByRole('combobox', { name: '시즌' }).selectOption(String(activeSeasonId));
    expect(await until(standingNames, sameList(standingLines(activeStandings)))).toEqual(standingLines(activeStandings));
    await expect(page.evaluate((key) => window.sessionStorage.getItem(key), `dugout.league.${LEAGUE_PATH}.seasonId`)).resolves.toBeNull();
    await context.close();
  });

  it('opens the three schedule tabs: games by day with a cancelled one in red and the lineups, a team, the matchup grid', async () => {
    // A season with a rained-off game in its first league: the active one once it has one.
    let seasonId = activeSeasonId;
    let games = await api<ScheduleItem[]>(`/league/league/${firstLeagueOf(seasonId).leagueId}/schedule?all=true`);
    if (!games.some((game) => game.isCancel)) {
      seasonId = pastSeasonId;
      games = await api<ScheduleItem[]>(`/league/league/${firstLeagueOf(seasonId).leagueId}/schedule?all=true`);
    }
    const cancelled = games.find((game) => game.isCancel);
    if (!cancelled) throw new Error('the demo should have a cancelled game');
    const context = await newContext(browser, desktopViewport);
    await startInSeason(context, seasonId);
    const page = await context.newPage();
    await openLeague(page, '/schedule');
    await page.waitForURL(`**${ROOT}/schedule/all`);

    // All games of every league of the season, by day.
    const all = scheduleView(page, 'all');
    const days = [...new Set(games.map((game) => dayHeading(game.scheduleTime)))];
    const headings = await until(() => texts(all.locator('h3.lp-day__heading')), sameList(days));
    expect(headings).toEqual(days);
    await expect(all.locator('tbody tr').count()).resolves.toBe(games.length);
    await expect(all.getByRole('combobox', { name: '일정 리그 선택' }).inputValue()).resolves.toBe('');

    // The cancelled game shows its reason in red instead of a score.
    const reason = all.locator(`tr[data-game-id="${cancelled.gameId}"] .lp-cancel`);
    await expect(reason.textContent()).resolves.toBe(cancelled.cancelReason || '취소');
    expect(isRed(await reason.evaluate((element) => getComputedStyle(element).color))).toBe(true);
    await keepScreenshot(page, 'league-schedule-all');

    // The magnifier opens both lineups: a submitted one, or nine numbered empty rows.
    const firstAndLast = [games[0], games[games.length - 1]];
    for (const game of firstAndLast) {
      const order = await api<GameOrder>(`/league/league/${game.leagueId}/schedule/${game.gameId}/order`);
      const magnifier = all.locator(`tr[data-game-id="${game.gameId}"]`).getByRole('button', { name: /라인업 보기$/ });
      await magnifier.click();
      const dialog = page.getByRole('dialog', { name: `라인업 · ${sideName(game, 'visit')} 대 ${sideName(game, 'home')}` });
      await dialog.waitFor();
      await dialog.getByRole('heading', { name: new RegExp(`^원정 .*\\(선공\\)`) }).waitFor();
      const sides = dialog.locator('section.lp-lineup');
      await expect(sides.count()).resolves.toBe(2);
      for (const [index, side] of [order.visit, order.home].entries()) {
        const table = sides.nth(index);
        await expect(table.locator('.lp-badge').textContent()).resolves.toBe(side.submitted ? '제출' : '미제출');
        const firstColumn = await texts(table.locator('tbody tr td:first-child'));
        if (side.submitted) {
          const starters = side.entries.filter((entry) => entry.batNum >= 1 && entry.batNum < 100).length;
          expect(firstColumn.slice(0, starters)).toEqual(Array.from({ length: starters }, (_, n) => String(n + 1)));
          expect(firstColumn).toHaveLength(side.entries.length);
          await expect(table.locator('tbody tr td:nth-child(3)').first().textContent()).resolves.toContain(
            [...side.entries].filter((entry) => entry.batNum >= 1 && entry.batNum < 100).sort((a, b) => a.batNum - b.batNum)[0]?.player.playerName ?? '',
          );
        } else {
          expect(firstColumn).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
        }
      }
      if (game === firstAndLast[0]) await keepScreenshot(page, 'league-schedule-lineup');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Focus goes back to the magnifier that opened it.
      await expect(magnifier.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    }

    // By team: the league's teams with their logos; the first is chosen and its games listed.
    const league = firstLeagueOf(seasonId);
    const teams = await api<TeamEntry[]>(`/league/league/${league.leagueId}/teams`);
    await page.getByRole('navigation', { name: '일정 메뉴' }).getByRole('link', { name: '팀별 일정' }).click();
    await page.waitForURL(`**${ROOT}/schedule/team`);
    const byTeam = scheduleView(page, 'team');
    const picker = byTeam.getByRole('group', { name: '팀 선택' });
    await picker.waitFor();
    const teamButtons = picker.getByRole('button');
    await expect(texts(teamButtons)).resolves.toEqual(teams.map((entry) => entry.team.teamName));
    await expect(picker.locator('button .lp-team-logo').count()).resolves.toBe(teams.length);
    await expect(all.isVisible()).resolves.toBe(false);
    for (const index of [0, 1]) {
      const entry = teams[index];
      if (index > 0) await teamButtons.nth(index).click();
      await expect(teamButtons.nth(index).getAttribute('aria-pressed')).resolves.toBe('true');
      const teamGames = await api<ScheduleItem[]>(`/league/league/${league.leagueId}/schedule/${entry.teamId}`);
      const rowIds = await until(
        () => byTeam.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-game-id'))),
        sameList(teamGames.map((game) => String(game.gameId))),
      );
      expect(rowIds).toEqual(teamGames.map((game) => String(game.gameId)));
      expect(rowIds.length).toBeGreaterThan(0);
      const rowTexts = await texts(byTeam.locator('tbody tr'));
      expect(rowTexts.every((text) => text.includes(entry.team.teamName))).toBe(true);
      if (index === 0) await keepScreenshot(page, 'league-schedule-team');
    }

    // The matchup grid: visitors in rows, home teams in columns, an empty diagonal.
    await page.getByRole('navigation', { name: '일정 메뉴' }).getByRole('link', { name: '팀 간 대진표' }).click();
    await page.waitForURL(`**${ROOT}/schedule/table`);
    const grid = scheduleView(page, 'table').getByRole('table', { name: /팀 간 대진표/ });
    await grid.waitFor();
    const teamNames = teams.map((entry) => entry.team.teamName).sort();
    const columnNames = (await texts(grid.locator('thead th'))).slice(1);
    expect([...columnNames].sort()).toEqual(teamNames);
    const rowNames = await texts(grid.locator('tbody th[scope="row"]'));
    expect(rowNames).toEqual(columnNames);
    const diagonal = await grid.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row, index) => {
        const cell = row.querySelectorAll('td')[index];
        return { marked: cell?.hasAttribute('data-diagonal') ?? false, text: cell?.textContent ?? null };
      }),
    );
    expect(diagonal).toEqual(teamNames.map(() => ({ marked: true, text: '' })));
    await expect(grid.locator('[data-diagonal]').count()).resolves.toBe(teams.length);
    const leagueGames = await api<ScheduleItem[]>(`/league/league/${league.leagueId}/schedule`);
    const teamIds = new Set(teams.map((entry) => entry.teamId));
    const inGrid = leagueGames.filter(
      (game) => game.visitTeamId !== null && game.homeTeamId !== null && teamIds.has(game.visitTeamId) && teamIds.has(game.homeTeamId),
    );
    await expect(grid.locator('.lp-grid__games li').count()).resolves.toBe(inGrid.length);
    await expect(pageOverflowX(page)).resolves.toBe(0);
    await keepScreenshot(page, 'league-schedule-table');
    await context.close();
  }, 120_000);

  it('opens a box score from the results list: line score, batting and pitching of both teams, the decisions', async () => {
    const { seasonId, results } = await seasonWithResults();
    // The newest result with a winning and a losing pitcher (a draw or a no-game has none).
    let chosen: { game: ScheduleItem; detail: GameDetail } | null = null;
    for (const game of results.filter((item) => item.game?.winType === '1').slice(0, 10)) {
      const detail = await api<GameDetail>(`/game/${game.gameId}/detail`);
      const decisions = [...detail.visit.pitching, ...detail.home.pitching].map((row) => row.decision);
      if (decisions.includes('w') && decisions.includes('l')) {
        chosen = { game, detail };
        break;
      }
    }
    if (!chosen) throw new Error('no recent result with a winning and a losing pitcher');
    const { game, detail } = chosen;
    const context = await newContext(browser, desktopViewport);
    await startInSeason(context, seasonId);
    const page = await context.newPage();
    await openLeague(page, '/game');
    await page.getByRole('heading', { level: 2, name: '경기 결과' }).waitFor();
    const detailLink = page.locator(`a[href="${ROOT}/game/score/${game.leagueId}/${game.gameId}"]`);
    await expect(detailLink.textContent()).resolves.toBe('상세 기록');
    await expect(page.locator('a.lp-small-link').count()).resolves.toBe(results.length);
    await detailLink.click();
    await page.waitForURL(`**${ROOT}/game/score/${game.leagueId}/${game.gameId}`);
    await page.getByRole('heading', { level: 2, name: '경기 기록' }).waitFor();

    // The line score: runs per inning, then R H E B for both teams.
    const line = page.getByRole('table', { name: '이닝별 득점' });
    await line.waitFor();
    const header = await texts(line.locator('thead th'));
    expect(header.slice(-4)).toEqual(['R', 'H', 'E', 'B']);
    const innings = Math.max(detail.visit.innings.length, detail.home.innings.length, 1);
    expect(header).toHaveLength(innings + 5);
    for (const [index, side] of [detail.visit, detail.home].entries()) {
      const row = line.locator('tbody tr').nth(index);
      await expect(row.locator('th').textContent()).resolves.toContain(side.teamName);
      const cells = await texts(row.locator('td'));
      expect(cells).toEqual([
        ...Array.from({ length: innings }, (_, inning) => String(side.innings[inning] ?? '-')),
        String(side.runs),
        String(side.hits),
        String(side.errors),
        String(side.walks),
      ]);
    }

    // Both teams' batting and pitching tables, one row per player.
    for (const side of [detail.visit, detail.home]) {
      const batting = page.getByRole('table', { name: `${side.teamName} 타격`, exact: true });
      await expect(batting.locator('tbody tr').count()).resolves.toBe(side.batting.length);
      await expect(texts(batting.locator('tbody th'))).resolves.toEqual(side.batting.map((row) => row.playerName));
      const pitching = page.getByRole('table', { name: `${side.teamName} 투수`, exact: true });
      await expect(pitching.locator('tbody tr').count()).resolves.toBe(side.pitching.length);
    }

    // The pitcher decisions: 승 and 패 with the pitchers who got them.
    const decided = [...detail.visit.pitching, ...detail.home.pitching];
    const pitcherOf = (decision: string) => decided.find((row) => row.decision === decision)?.playerName;
    const decisions = page.locator('.lp-decisions');
    await expect(decisions.locator('.lp-decisions__item--w dt').textContent()).resolves.toBe('승');
    await expect(decisions.locator('.lp-decisions__item--w dd').textContent()).resolves.toBe(pitcherOf('w'));
    await expect(decisions.locator('.lp-decisions__item--l dt').textContent()).resolves.toBe('패');
    await expect(decisions.locator('.lp-decisions__item--l dd').textContent()).resolves.toBe(pitcherOf('l'));
    await keepScreenshot(page, 'league-score-detail');
    await context.close();
  });

  it('opens every ranking page with its rows and rule, sorts the batters by a header and draws the standings chart', async () => {
    const seasonId = activeSeasonId;
    const league = firstLeagueOf(seasonId);
    const context = await newContext(browser, desktopViewport);
    const page = await context.newPage();
    await openLeague(page, '/record');
    await page.waitForURL(`**${ROOT}/record/rank/team`);

    // Team standings: the table, the rule of the order, the progression chart.
    const standings = await api<StandingRow[]>(`/game/rank/team/${seasonId}/${league.leagueId}`);
    await page.getByRole('heading', { level: 2, name: '팀 순위' }).waitFor();
    await page.getByText('승률(승 ÷ (승 + 패)) 순이며 무승부는 승률 계산에서 빠집니다.').waitFor();
    const standingNames = await until(
      () => texts(page.getByRole('region', { name: '팀 순위표' }).locator('tbody tr td:nth-child(2)')),
      sameList(standings.map((row) => row.teamName)),
    );
    expect(standingNames).toEqual(standings.map((row) => row.teamName));
    const chart = region(page, '순위 변동');
    if (standings.some((row) => row.games > 0)) {
      await chart.locator('.lp-chart__canvas canvas').waitFor();
      await expect(chart.getByRole('img', { name: /팀별 승률 변화 그래프/ }).count()).resolves.toBe(1);
      await expect(chart.locator('.lp-chart__legend li').count()).resolves.toBe(standings.length);
    } else {
      await chart.getByText('경기 결과가 없습니다.').waitFor();
    }
    await keepScreenshot(page, 'league-rank-team');

    const pages: { kind: string; menu: string; title: string; endpoint: string; rule: (data: RankingPage<unknown>) => RegExp }[] = [
      { kind: 'teamBat', menu: '팀 타격', title: '팀 타격 기록', endpoint: 'teamBat', rule: () => /규정 타석·규정 이닝이 적용되지 않아/ },
      { kind: 'teamPit', menu: '팀 투수', title: '팀 투수 기록', endpoint: 'teamPit', rule: () => /규정 타석·규정 이닝이 적용되지 않아/ },
      {
        kind: 'batter',
        menu: '타자 순위',
        title: '타자 순위',
        endpoint: 'batter',
        rule: (data) => new RegExp(`^규정 타석: 소속 팀 경기 수 × [\\d.]+타석 이상 \\(${data.teamGames}경기를 치른 팀은 ${data.qualifyThreshold}타석\\)$`),
      },
      {
        kind: 'pitcher',
        menu: '투수 순위',
        title: '투수 순위',
        endpoint: 'pitcher',
        rule: (data) => new RegExp(`^규정 이닝: 소속 팀 경기 수 × [\\d.]+이닝 이상 \\(${data.teamGames}경기를 치른 팀은 [\\d.]+이닝\\)$`),
      },
      {
        kind: 'subbatter',
        menu: '규정 타석 미달 타자',
        title: '규정 타석 미달 타자',
        endpoint: 'subbatter',
        rule: (data) => new RegExp(`^규정 타석: 소속 팀 경기 수 × [\\d.]+타석 미만 \\(${data.teamGames}경기를 치른 팀은 ${data.qualifyThreshold}타석\\)$`),
      },
      {
        kind: 'subpitcher',
        menu: '규정 이닝 미달 투수',
        title: '규정 이닝 미달 투수',
        endpoint: 'subpitcher',
        rule: (data) => new RegExp(`^규정 이닝: 소속 팀 경기 수 × [\\d.]+이닝 미만 \\(${data.teamGames}경기를 치른 팀은 [\\d.]+이닝\\)$`),
      },
    ];
    const subMenu = page.getByRole('navigation', { name: '기록실 하위 메뉴' });
    for (const rankPage of pages) {
      const data = await api<RankingPage<unknown>>(`/game/rank/${rankPage.endpoint}/${seasonId}/${league.leagueId}`);
      await subMenu.getByRole('link', { name: rankPage.menu, exact: true }).click();
      await page.waitForURL(`**${ROOT}/record/rank/${rankPage.kind}`);
      await page.getByRole('heading', { level: 2, name: rankPage.title, exact: true }).waitFor();
      const table = page.getByRole('region', { name: rankPage.title, exact: true }).locator('table');
      const rowCount = await until(
        () => table.locator('tbody tr:not(:has(.dg-table__empty))').count(),
        (count) => count === data.rows.length,
      );
      expect(rowCount).toBe(data.rows.length);
      expect(rowCount).toBeGreaterThan(0);
      const rule = await page.locator('p.lp-rule').textContent();
      expect(rule).toMatch(rankPage.rule(data));
      await keepScreenshot(page, `league-rank-${rankPage.kind}`);
    }

    // Sorting the batters by home runs asks the server (od=hr) and shows its order.
    await subMenu.getByRole('link', { name: '타자 순위', exact: true }).click();
    await page.waitForURL(`**${ROOT}/record/rank/batter`);
    const byHomeRuns = await api<RankingPage<PlayerRankingRow>>(`/game/rank/batter/${seasonId}/${league.leagueId}?od=hr`);
    const byDefault = await api<RankingPage<PlayerRankingRow>>(`/game/rank/batter/${seasonId}/${league.leagueId}`);
    const batterTable = page.getByRole('region', { name: '타자 순위', exact: true }).locator('table');
    const playerNames = () => texts(batterTable.locator('tbody tr td:nth-child(2)'));
    expect(await until(playerNames, sameList(byDefault.rows.map((row) => row.player_name)))).toEqual(
      byDefault.rows.map((row) => row.player_name),
    );
    const homeRunHeader = batterTable.locator('th', { has: page.getByRole('button', { name: '홈런' }) });
    await expect(homeRunHeader.getAttribute('aria-sort')).resolves.toBeNull();
    const sortedRequest = page.waitForRequest(
      (request) => request.url().includes(`/api/game/rank/batter/${seasonId}/${league.leagueId}`) && new URL(request.url()).searchParams.get('od') === 'hr',
    );
    await homeRunHeader.getByRole('button').click();
    await sortedRequest;
    const sortedNames = await until(playerNames, sameList(byHomeRuns.rows.map((row) => row.player_name)));
    expect(sortedNames).toEqual(byHomeRuns.rows.map((row) => row.player_name));
    expect(sortedNames).not.toEqual(byDefault.rows.map((row) => row.player_name));
    await expect(homeRunHeader.getAttribute('aria-sort')).resolves.toBe('descending');
    await keepScreenshot(page, 'league-rank-batter-by-hr');
    await context.close();
  }, 120_000);

  it('keeps wide tables scrolling inside their region on a phone, never the whole page', async () => {
    const { seasonId, results } = await seasonWithResults();
    const context = await newContext(browser, phoneViewport);
    await startInSeason(context, seasonId);
    const page = await context.newPage();
    const screens: { subPath: string; table: (page: Page) => Locator }[] = [
      { subPath: '/schedule/table', table: (current) => current.getByRole('table', { name: /팀 간 대진표/ }) },
      { subPath: `/game/score/${results[0].leagueId}/${results[0].gameId}`, table: (current) => current.getByRole('table', { name: '이닝별 득점' }) },
      { subPath: '/record/rank/teamBat', table: (current) => current.getByRole('region', { name: '팀 타격 기록', exact: true }).locator('tbody tr') },
    ];
    for (const screen of screens) {
      await openLeague(page, screen.subPath);
      await screen.table(page).first().waitFor();
      await expect(pageOverflowX(page)).resolves.toBe(0);
    }
    // The grid is wider than the phone: its region scrolls.
    await openLeague(page, '/schedule/table');
    const gridRegion = page.getByRole('region', { name: '팀 간 대진표', exact: true });
    await gridRegion.locator('table').waitFor();
    await expect(gridRegion.evaluate((element) => element.scrollWidth > element.clientWidth)).resolves.toBe(true);
    await keepScreenshot(page, 'league-schedule-table-phone');
    await context.close();
  });

  it('answers an unknown league path and an unknown league page with a Korean message, not a blank page', async () => {
    const context = await newContext(browser, phoneViewport);
    const page = await context.newPage();
    await page.goto('/league/nosuch');
    await page.getByText("'nosuch' 리그를 찾을 수 없습니다. 주소를 다시 확인해 주세요.").waitFor();
    await expect(page.getByRole('link', { name: '더그아웃 홈으로' }).getAttribute('href')).resolves.toBe('/');
    await expect(page.locator('.shell-topbar').isVisible()).resolves.toBe(true);
    await keepScreenshot(page, 'league-not-found');

    await openLeague(page, '/no/such/page');
    await page.getByText('요청하신 리그 화면을 찾을 수 없습니다.').waitFor();
    await context.close();
  });
});

describe.each([
  ['desktop', desktopViewport],
  ['phone', phoneViewport],
])('accessibility at %s width', (_width, viewport) => {
  const pages: { name: string; subPath: string; ready: (page: Page) => Promise<void> }[] = [
    {
      name: 'home',
      subPath: '',
      ready: async (page) => {
        await region(page, '팀 순위').locator('tbody tr').first().waitFor();
        // Bring in the lower half too (top-5 boards, gallery, posts).
        await scrollThroughPage(page);
        await region(page, '부문별 순위 TOP 5').locator('.lp-leaders__list, .dg-state--empty').first().waitFor();
        await region(page, '최근 경기 결과').locator('.lp-results, .dg-state--empty').first().waitFor();
      },
    },
    {
      name: 'schedule/all',
      subPath: '/schedule/all',
      ready: async (page) => {
        await scheduleView(page, 'all').locator('tbody tr').first().waitFor();
      },
    },
    {
      name: 'game',
      subPath: '/game',
      ready: async (page) => {
        await page.locator('a.lp-small-link').first().waitFor();
      },
    },
    {
      name: 'record/rank/batter',
      subPath: '/record/rank/batter',
      ready: async (page) => {
        await page.getByRole('region', { name: '타자 순위', exact: true }).locator('tbody tr').first().waitFor();
      },
    },
  ];

  it.each(pages.map((entry) => [entry.name, entry] as const))('%s has no serious or critical axe violation', async (_name, entry) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await openLeague(page, entry.subPath);
    await entry.ready(page);
    await expect(pageOverflowX(page)).resolves.toBe(0);
    const violations = await seriousAxeViolations(page);
    expect(violations).toEqual([]);
    await context.close();
  });
});

