import type { Browser, Page } from 'playwright-core';
import { baseUrl, desktopViewport, keepScreenshot, launchBrowser, newContext } from '../support/browser';
import { DEMO_PASSWORD, openAs } from '../support/demo-accounts';

// On 강동 (gangdong), in a season made for this test and removed again in afterAll (with its games),
// so the other browser tests see the demo as it was.
const LEAGUE = 'gangdong';
const HEAD = 'gangdong.head@example.com';
const SEASON = { seasonName: '2032 시즌', beginDate: '2032-03-01', endDate: '2032-10-31', active: true };
const LEAGUE_NAME = '토요 1부';

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
let seasonId: number;
let leagueId: number;
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

const csv = (rows: string[][]) =>
  Buffer.from(['리그,경기일시,원정팀,홈팀,구장,경기명,기록원 이메일', ...rows.map((row) => row.join(','))].join('\n'), 'utf8');

async function upload(page: Page, name: string, data: Buffer): Promise<void> {
  await page.getByLabel('일정 파일').setInputFiles({ name, mimeType: 'text/csv', buffer: data });
  await page.getByRole('button', { name: '미리보기' }).click();
  await page.getByRole('region', { name: '미리보기' }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = (await api<{ access_token: string }>('POST', '/api/auth/login', { email: HEAD, password: DEMO_PASSWORD })).access_token;
  const base = await api<{ mainId: number; seasons: SeasonRow[] }>('GET', `/api/league/base/${LEAGUE}`);
  mainId = base.mainId;
  activeBefore = must(base.seasons.find((season) => season.active), 'the active season');
  const lastLeagues = await api<{ leagueId: number }[]>('GET', `/api/league/season/${activeBefore.seasonId}/league`);
  const lastTeams = await api<{ teamId: number; team: { teamName: string } }[]>(
    'GET',
    `/api/league/league/${must(lastLeagues[0], 'a league').leagueId}/teams`,
  );
  const chosen = lastTeams.slice(0, 4);
  teams = chosen.map((entry) => entry.team.teamName);
  groundName = must((await api<{ groundName: string }[]>('GET', `/api/ground/leagueMain/${mainId}`))[0], 'a ground').groundName;

  await api('POST', `/api/league/main/${mainId}/season`, SEASON);
  const base2 = await api<{ seasons: SeasonRow[] }>('GET', `/api/league/base/${LEAGUE}`);
  seasonId = must(base2.seasons.find((season) => season.seasonName === SEASON.seasonName), 'the new season').seasonId;
  await api('POST', `/api/league/main/${mainId}/season/${seasonId}/league`, { leagueName: LEAGUE_NAME, sortOrder: 0 });
  leagueId = must((await api<{ leagueId: number }[]>('GET', `/api/league/season/${seasonId}/league`))[0], 'the new league').leagueId;
  await api('POST', `/api/league/admin/league/${leagueId}/addTeams`, { teamIds: chosen.map((entry) => entry.teamId) });
});

afterAll(async () => {
  if (seasonId) {
    for (let month = 3; month <= 10; month += 1) {
      const found = await api<{ data: { gameId: number; leagueId: number }[] }>(
        'GET',
        `/api/league/admin/schedule/${seasonId}/2032${String(month).padStart(2, '0')}`,
      );
      for (const game of found.data) await api('DELETE', `/api/league/league/${game.leagueId}/schedule/game/${game.gameId}`);
    }
    const { seasonName, beginDate, endDate } = activeBefore;
    await api('PUT', `/api/league/main/${mainId}/season/${activeBefore.seasonId}`, { seasonName, beginDate, endDate, active: true });
    await api('DELETE', `/api/league/main/${mainId}/season/${seasonId}`);
  }
  await browser?.close();
});

describe('a league manager builds the schedule in the admin screens', () => {
  it('uploads a spreadsheet (one bad row refused with its row number, then a good file), generates, adjusts and applies a round robin, cancels a game, and the public schedule shows all of it', async () => {
    const [a, b, c, d] = teams as [string, string, string, string];
    const context = await newContext(browser, desktopViewport);
    const admin = await openAs(context, HEAD, `/league/${LEAGUE}/admin/scheduleUpload/${seasonId}/${leagueId}`);
    await admin.getByRole('heading', { name: '일정 파일 업로드' }).waitFor();

    await upload(admin, 'bad.csv', csv([
      [LEAGUE_NAME, '2032-03-06 10:00', a, b, groundName, '개막전', ''],
      [LEAGUE_NAME, '2032-03-06 13:00', '없는 팀', d, groundName, '', ''],
    ]));
    const preview = admin.getByRole('region', { name: '미리보기' });
    await preview.getByRole('list', { name: '오류 목록' }).getByText(/3행/).waitFor();
    await expect(preview.getByRole('button', { name: '저장' }).isDisabled()).resolves.toBe(true);

    await upload(admin, 'good.csv', csv([
      [LEAGUE_NAME, '2032-03-06 10:00', a, b, groundName, '개막전', ''],
      [LEAGUE_NAME, '2032-03-06 13:00', c, d, groundName, '', ''],
    ]));
    await admin.getByRole('region', { name: '미리보기' }).getByRole('button', { name: '저장' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '저장' }).click();
    await admin.getByText(`${LEAGUE_NAME}에 2경기를 저장했습니다.`, { exact: false }).waitFor();

    // A round robin of the four teams on Saturdays at 15:00, saved, one game's sides swapped, applied.
    await admin.goto(`/league/${LEAGUE}/admin/scheduleGenerate/${seasonId}/${leagueId}`);
    const conditions = admin.getByRole('form', { name: '생성 조건' });
    await conditions.getByLabel('일', { exact: true }).uncheck();
    await conditions.getByLabel('토', { exact: true }).check();
    await conditions.getByRole('textbox', { name: /시작 시간/ }).first().fill('15:00');
    await conditions.getByLabel(groundName, { exact: true }).check();
    await conditions.getByRole('button', { name: '생성' }).click();
    await admin.getByRole('heading', { name: '미리보기' }).waitFor();
    await admin.getByRole('button', { name: '임시 저장' }).click();
    await admin.getByText('임시 일정 6경기를 저장했습니다.', { exact: false }).waitFor();
    const firstGame = admin.getByRole('group', { name: /^2032-03-06 15:00 .+ 대 .+ 관리$/ }).first();
    const [, visitor0, home0] = /^2032-03-06 15:00 (.+) 대 (.+) 관리$/.exec((await firstGame.getAttribute('aria-label')) ?? '') ?? [];
    await firstGame.getByRole('button', { name: '홈/원정 바꾸기' }).click();
    await admin.getByRole('group', { name: `2032-03-06 15:00 ${home0} 대 ${visitor0} 관리` }).waitFor();
    await admin.getByRole('button', { name: '적용', exact: true }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '적용' }).click();
    await admin.getByText('6경기를 실제 일정으로 적용했습니다.', { exact: false }).waitFor();

    // The list shows the season's first month; the 13:00 game is called off for rain.
    await admin.goto(`/league/${LEAGUE}/admin/schedule`);
    const rainedOut = admin.getByRole('group', { name: `2032-03-06 13:00 ${c} 대 ${d} 관리` });
    await rainedOut.getByRole('button', { name: '취소' }).click();
    const dialog = admin.getByRole('dialog', { name: '경기 취소' });
    await dialog.getByLabel(/취소 사유/).fill('우천');
    await dialog.getByRole('button', { name: '경기 취소' }).click();
    await rainedOut.getByRole('button', { name: '취소' }).waitFor({ state: 'detached' });
    await keepScreenshot(admin, 'schedule-admin-list');

    const visitor = await context.newPage();
    await visitor.goto(`/league/${LEAGUE}/schedule/all`);
    await visitor.getByText(a).first().waitFor();
    await visitor.getByText('우천', { exact: true }).waitFor();
    await expect(visitor.getByText('15:00').count()).resolves.toBeGreaterThanOrEqual(2);
    await keepScreenshot(visitor, 'schedule-public');
    await context.close();
  }, 120_000);
});
