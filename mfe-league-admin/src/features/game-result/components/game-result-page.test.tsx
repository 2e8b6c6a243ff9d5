import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { BattingLineEntry, GameRecordEditing, GameSide, PitchingLineEntry } from '@dugout/contracts';
import { createLeagueBase, createLeagueManagerCheck, createScheduleItem, createSession, fail, ok, serveFakeApi, type ApiCall, type ApiReply } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const ENTRY = '/api/game/admin/write/game/501';

const batter = (side: GameSide, playerId: number, batNum: number, position: string): BattingLineEntry => ({
  playerId,
  side,
  batNum,
  subOrder: 0,
  position,
  pa: 0,
  ab: 0,
  r: 0,
  h: 0,
  b2: 0,
  b3: 0,
  hr: 0,
  rbi: 0,
  bb: 0,
  ibb: null,
  hbp: null,
  so: 0,
  sb: 0,
  cs: null,
  sh: null,
  sf: null,
  gidp: null,
});

const pitcher = (side: GameSide, playerId: number): PitchingLineEntry => ({
  playerId,
  side,
  order: 1,
  starter: true,
  decision: null,
  outs: 0,
  bf: 0,
  pitches: null,
  h: 0,
  hr: null,
  r: 0,
  er: 0,
  bb: 0,
  hbp: null,
  so: 0,
  wp: 0,
  bk: 0,
});

const editing = (overrides: Partial<GameRecordEditing> = {}): GameRecordEditing => ({
  gameId: 501,
  version: 3,
  state: 'inProgress',
  correctionOpen: false,
  prefilled: false,
  suspended: false,
  visitTeamId: 11,
  homeTeamId: 12,
  visitTeamName: '강서 타이거즈',
  homeTeamName: '화곡 베어스',
  players: {
    visit: [
      { playerId: 101, playerName: '김타자', backnumber: '7' },
      { playerId: 102, playerName: '이타자', backnumber: '8' },
      { playerId: 103, playerName: '박투수', backnumber: '11' },
      { playerId: 104, playerName: '최대타', backnumber: '30' },
    ],
    home: [
      { playerId: 201, playerName: '정타자', backnumber: '1' },
      { playerId: 202, playerName: '한투수', backnumber: '18' },
    ],
  },
  record: {
    winType: null,
    winnerSide: null,
    lineScore: { visit: [], home: [] },
    visit: { runs: 0, hits: 0, errors: 0, walks: 0 },
    home: { runs: 0, hits: 0, errors: 0, walks: 0 },
    batting: [batter('visit', 101, 1, 'SS'), batter('visit', 102, 2, 'CF'), batter('home', 201, 1, '2B')],
    pitching: [pitcher('visit', 103), pitcher('home', 202)],
  },
  ...overrides,
});

const saved = (version: number, state: GameRecordEditing['state'] = 'inProgress') => ok({ gameId: 501, version, state, correctionOpen: false, warnings: {} });

let entryReply: ApiReply;
let saveReply: ApiReply;
let versionsReply: ApiReply;

function serve(check = createLeagueManagerCheck()): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(check);
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/league/31/schedule/game/501') return ok(createScheduleItem({ gameId: 501 }));
    if (call.url === ENTRY && call.method === 'GET') return entryReply;
    if (call.url === `${ENTRY}/final`) return saved(4, 'final');
    if (call.url === `${ENTRY}/versions`) return versionsReply;
    if (call.url.startsWith(ENTRY) && call.method === 'POST') return saveReply;
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

async function openForm() {
  renderAdmin('/league/gangseo/admin/gameresult/3/31/501');
  return within(await screen.findByRole('form', { name: '경기 결과 입력' }));
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  entryReply = ok(editing());
  saveReply = saved(4);
  versionsReply = ok([]);
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('경기 결과 입력', () => {
  it('shows the lineup rows, keeps numbers only, moves on with Enter and updates the totals as the scorer types', async () => {
    serve();
    const user = userEvent.setup();
    const form = await openForm();
    for (const name of ['김타자 (7)', '이타자 (8)', '정타자 (1)', '박투수 (11)', '한투수 (18)']) expect(form.getByText(name)).toBeInTheDocument();
    expect(form.getByRole('status', { name: '기록 상태' })).toHaveTextContent('기록 입력 중');

    const hits = form.getByLabelText('김타자 안타');
    await user.type(hits, 'a2b');
    expect(hits).toHaveValue('2');
    await user.type(form.getByLabelText('이타자 안타'), '1');
    expect(form.getByLabelText('강서 타이거즈 안타 합계')).toHaveTextContent('3');

    await user.click(form.getByLabelText('김타자 타석'));
    await user.keyboard('{Enter}');
    expect(form.getByLabelText('김타자 타수')).toHaveFocus();

    await user.type(form.getByLabelText('강서 타이거즈 1회'), '2');
    await user.type(form.getByLabelText('강서 타이거즈 2회'), '1');
    expect(form.getByLabelText('강서 타이거즈 득점')).toHaveAttribute('placeholder', '3');

    await user.type(form.getByLabelText('박투수 이닝'), '5.2');
    expect(form.getByLabelText('강서 타이거즈 이닝 합계')).toHaveTextContent('5⅔');
  });

  it('shows a mismatch next to the field and in the list, and does not save', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.getByLabelText('강서 타이거즈 1회'), '1');
    const message = '타자 득점 합계(0)가 원정 팀 득점(1)과 다릅니다.';
    expect(form.getByLabelText('강서 타이거즈 득점 합계')).toHaveTextContent(message);
    const summary = within(form.getByRole('region', { name: '기록 점검' }));
    await user.click(summary.getByRole('button', { name: new RegExp(message.replace(/[()]/g, '\\$&')) }));
    expect(form.getByLabelText('강서 타이거즈 득점 합계').querySelector('output')).toHaveFocus();

    await user.click(form.getByRole('button', { name: '전체 저장' }));
    expect(await form.findByText('고쳐야 할 문제가 있어 저장하지 않았습니다. 점검 목록을 확인해 주세요.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: '선수 기록 저장' }));
    expect(posts(calls)).toHaveLength(0);
  });

  it('puts the server refusal at its field', async () => {
    serve();
    saveReply = fail(400, '입력값을 확인해 주세요.', { 'batting[0].h': '서버가 거절한 안타입니다.' });
    const user = userEvent.setup();
    const form = await openForm();
    await user.click(form.getByRole('button', { name: '전체 저장' }));
    expect(await form.findByText('입력값을 확인해 주세요.')).toBeInTheDocument();
    expect(form.getByLabelText('김타자 안타')).toHaveAccessibleDescription('서버가 거절한 안타입니다.');
    expect(form.getByLabelText('김타자 안타')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells the second scorer to reload on a conflict', async () => {
    const calls = serve();
    saveReply = { status: 409, body: { ok: false, data: null } };
    const user = userEvent.setup();
    const form = await openForm();
    await user.click(form.getByRole('button', { name: '전체 저장' }));
    expect(await form.findByText('다른 기록원이 먼저 저장했습니다. 새로 불러온 뒤 다시 입력해 주세요.')).toBeInTheDocument();

    saveReply = fail(409, '기록이 버전 4로 바뀌었습니다. 새로 불러와 주세요.');
    await user.click(form.getByRole('button', { name: '전체 저장' }));
    expect(await form.findByText('기록이 버전 4로 바뀌었습니다. 새로 불러와 주세요.')).toBeInTheDocument();
    entryReply = ok(editing({ version: 5 }));
    const gets = () => calls.filter((call) => call.url === ENTRY && call.method === 'GET').length;
    const before = gets();
    await user.click(form.getByRole('button', { name: '새로 불러오기' }));
    await waitFor(() => expect(gets()).toBe(before + 1));
    expect(await screen.findByText('버전 5')).toBeInTheDocument();
  });

  it('saves the score alone with only the scoreboard body and shows the new version', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.getByLabelText('강서 타이거즈 1회'), '2');
    await user.click(form.getByRole('button', { name: '점수만 저장' }));
    expect(await form.findByText('저장되었습니다. (버전 4)')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]).toMatchObject({ url: `${ENTRY}/scoreboard` });
    expect(posts(calls)[0]?.body).toEqual({
      winType: null,
      winnerSide: null,
      lineScore: { visit: [2], home: [] },
      visit: { runs: 2, hits: 0, errors: 0, walks: 0 },
      home: { runs: 0, hits: 0, errors: 0, walks: 0 },
      version: 3,
    });
  });

  it('marks the record final after asking, then locks the form', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const form = await openForm();
    await user.click(form.getByRole('button', { name: '확정' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: '확정' }));
    expect(await form.findByText('기록을 확정했습니다. (버전 4)')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.url)).toEqual([`${ENTRY}/final`]);
    expect(form.getByRole('status', { name: '기록 상태' })).toHaveTextContent('기록 확정');
    expect(form.getByLabelText('김타자 안타')).toBeDisabled();
    expect(form.getByRole('button', { name: '정정 시작' })).toBeInTheDocument();
  });

  it("lets the game's scorer without a grade save the record but leaves making it final to the league's managers", async () => {
    serve(createLeagueManagerCheck({ result: false, grade: null, role: '{}', gameWriter: true }));
    const form = await openForm();
    expect(form.getByRole('button', { name: '전체 저장' })).toBeInTheDocument();
    expect(form.queryByRole('button', { name: '확정' })).not.toBeInTheDocument();
  });

  it('shows the official record\'s history, newest first, with what each correction changed', async () => {
    entryReply = ok(editing({ version: 6, state: 'corrected' }));
    versionsReply = ok([
      { version: 4, userId: 12, username: '김총괄', createdAt: '2026-05-03T13:00:00+09:00', action: 'final', reason: null, changes: {} },
      { version: 5, userId: 12, username: '김총괄', createdAt: '2026-05-04T10:00:00+09:00', action: 'correction', reason: '안타 수 정정', changes: {} },
      { version: 6, userId: 12, username: '김총괄', createdAt: '2026-05-04T10:05:00+09:00', action: 'save', reason: null, changes: { 'batting[visit:101].h': [1, 2] } },
    ]);
    serve();
    await openForm();
    const history = await screen.findByRole('region', { name: '기록 이력' });
    const rows = within(history).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['6', '2026-05-04 10:05', '정정 저장', '김총괄', '-', '김타자(타격) 안타 1 → 2'],
      ['5', '2026-05-04 10:00', '정정 시작', '김총괄', '안타 수 정정', '-'],
      ['4', '2026-05-03 13:00', '기록 확정', '김총괄', '-', '-'],
      ['1~3', '-', '초안 저장', '-', '-', '확정 전에 저장한 기록입니다 (저장할 때마다 버전이 하나씩 올라갑니다). 이력은 확정(버전 4)부터 남습니다.'],
    ]);
  });

  it('explains the first versions of a record that came in final (a season file) and was corrected later', async () => {
    entryReply = ok(editing({ version: 3, state: 'corrected' }));
    versionsReply = ok([
      { version: 2, userId: 12, username: '김총괄', createdAt: '2026-05-04T10:00:00+09:00', action: 'correction', reason: '도루 정정', changes: {} },
      { version: 3, userId: 12, username: '김총괄', createdAt: '2026-05-04T10:05:00+09:00', action: 'save', reason: '도루 정정', changes: { 'batting[visit:101].sb': [0, 1] } },
    ]);
    serve();
    await openForm();
    const history = await screen.findByRole('region', { name: '기록 이력' });
    const last = within(history).getAllByRole('row').at(-1) as HTMLElement;
    expect(within(last).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1',
      '-',
      '처음 등록',
      '-',
      '-',
      '확정된 기록으로 등록되었습니다 (시즌 파일 등). 이력은 그 뒤의 정정(버전 2)부터 남습니다.',
    ]);
  });

  it('selects a number cell as it gets focus, so what is typed replaces the 0 (click, Tab, Enter)', async () => {
    serve();
    const user = userEvent.setup();
    const form = await openForm();
    const plateAppearances = form.getByLabelText('김타자 타석');
    expect(plateAppearances).toHaveValue('0');
    // The click lands before the 0, where the caret would stay.
    await user.pointer({ keys: '[MouseLeft]', target: plateAppearances, offset: 0 });
    expect(plateAppearances).toHaveFocus();
    await user.keyboard('5');
    expect(plateAppearances).toHaveValue('5');
    // A click in the cell it is already in places the caret as usual.
    await user.pointer({ keys: '[MouseLeft]', target: plateAppearances, offset: 0 });
    await user.keyboard('1');
    expect(plateAppearances).toHaveValue('15');

    await user.keyboard('{Enter}');
    const atBats = form.getByLabelText('김타자 타수');
    expect(atBats).toHaveFocus();
    await user.keyboard('4');
    expect(atBats).toHaveValue('4');
    await user.tab();
    await user.keyboard('2');
    expect(form.getByLabelText('김타자 득점')).toHaveValue('2');

    const firstInning = form.getByLabelText('강서 타이거즈 1회');
    await user.type(firstInning, '3');
    await user.pointer({ keys: '[MouseLeft]', target: form.getByLabelText('강서 타이거즈 2회'), offset: 0 });
    await user.pointer({ keys: '[MouseLeft]', target: firstInning, offset: 0 });
    await user.keyboard('1');
    expect(firstInning).toHaveValue('1');
  });

  it('fills a new record from the lineups with no result yet, and drops the lineup note once it is saved', async () => {
    const calls = serve();
    entryReply = ok(editing({ version: null, state: 'none', prefilled: true }));
    saveReply = saved(1);
    const user = userEvent.setup();
    const form = await openForm();
    expect(form.getByText('저장된 기록이 없어 라인업으로 타자·투수 명단을 채웠습니다.')).toBeInTheDocument();
    const winType = form.getByRole('combobox', { name: '승리 유형' });
    expect(winType).toHaveDisplayValue('경기 중 (결과 없음)');
    expect(within(winType).getAllByRole('option')[0]).toHaveTextContent('경기 중 (결과 없음)');

    entryReply = ok(editing({ version: 1, state: 'inProgress', prefilled: false }));
    await user.click(form.getByRole('button', { name: '점수만 저장' }));
    expect(await form.findByText('저장되었습니다. (버전 1)')).toBeInTheDocument();
    expect(form.queryByText('저장된 기록이 없어 라인업으로 타자·투수 명단을 채웠습니다.')).not.toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({ winType: null, version: null });
    // The page's copy of the record is brought up to date, so coming back to the game does not start from version none.
    await waitFor(() => expect(calls.filter((call) => call.url === ENTRY && call.method === 'GET')).toHaveLength(2));
  });

  it('keeps 경기 중 (결과 없음) for a draft that has a win type, and sends it as no win type', async () => {
    const calls = serve();
    entryReply = ok(editing({ record: { ...editing().record, winType: '1', lineScore: { visit: [1], home: [0] }, visit: { runs: 1, hits: 0, errors: 0, walks: 0 } } }));
    const user = userEvent.setup();
    const form = await openForm();
    const winType = form.getByRole('combobox', { name: '승리 유형' });
    expect(winType).toHaveDisplayValue('1 정상 승리');
    await user.selectOptions(winType, '');
    await user.click(form.getByRole('button', { name: '점수만 저장' }));
    expect(await form.findByText('저장되었습니다. (버전 4)')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({ winType: null, winnerSide: null, version: 3 });
  });
});
