import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { TempSchedule, TempScheduleGame } from '@dugout/contracts';
import { createLeague, createLeagueBase, createLeagueManagerCheck, createSession, createTeamEntry, fail, ok, serveFakeApi, type ApiCall, type ApiReply } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const ADDRESS = '/league/gangseo/admin/scheduleGenerate/3/31';
const TEMP = '/api/league/admin/scheduleTemp/31';
const GROUND_BUSY = '그 시간에 이 구장에는 이미 다른 경기가 있습니다.';

const game = (overrides: Partial<TempScheduleGame>): TempScheduleGame => ({
  tempGameId: null,
  round: 1,
  date: '2026-03-01',
  time: '09:00',
  scheduleTime: '2026-03-01T09:00:00+09:00',
  groundId: 5,
  groundName: '강서구장',
  visitTeamId: 11,
  visitTeamName: '강서 타이거즈',
  homeTeamId: 12,
  homeTeamName: '화곡 베어스',
  ...overrides,
});

/** Three teams, one game per pairing: three rounds of one game, each team resting once. */
const schedule = (tempId: number | null, swapped = false): TempSchedule => {
  const id = (n: number) => (tempId === null ? null : 100 + n);
  return {
    tempId,
    leagueId: 31,
    gameCnt: 1,
    options: { gameCnt: 1, weekdays: [0], times: ['09:00'], groundIds: [5], beginDate: '2026-03-01', endDate: '2026-11-30' },
    rounds: 3,
    games: [
      swapped
        ? game({ tempGameId: id(1), visitTeamId: 12, visitTeamName: '화곡 베어스', homeTeamId: 11, homeTeamName: '강서 타이거즈' })
        : game({ tempGameId: id(1) }),
      game({ tempGameId: id(2), round: 2, date: '2026-03-08', scheduleTime: '2026-03-08T09:00:00+09:00', visitTeamId: 13, visitTeamName: '염창 라이온즈', homeTeamId: 11, homeTeamName: '강서 타이거즈' }),
      game({ tempGameId: id(3), round: 3, date: '2026-03-15', scheduleTime: '2026-03-15T09:00:00+09:00', visitTeamId: 12, visitTeamName: '화곡 베어스', homeTeamId: 13, homeTeamName: '염창 라이온즈' }),
    ],
    byes: [
      { round: 1, teamId: 13, teamName: '염창 라이온즈' },
      { round: 2, teamId: 12, teamName: '화곡 베어스' },
      { round: 3, teamId: 11, teamName: '강서 타이거즈' },
    ],
    summary: [
      { teamId: 11, teamName: '강서 타이거즈', games: 2, home: swapped ? 2 : 1, away: swapped ? 0 : 1, byes: 1 },
      { teamId: 13, teamName: '염창 라이온즈', games: 2, home: 1, away: 1, byes: 1 },
      { teamId: 12, teamName: '화곡 베어스', games: 2, home: swapped ? 0 : 1, away: swapped ? 2 : 1, byes: 1 },
    ],
    createdBy: tempId === null ? null : 12,
    createdByName: tempId === null ? null : '김운영',
    createdAt: tempId === null ? null : '2026-02-20T10:30:00+09:00',
  };
};

let saved: TempSchedule | null;
let patchReply: ApiReply | undefined;

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/season/3/league') return ok([createLeague(), createLeague({ leagueId: 32, leagueName: '토요 2부' })]);
    if (call.url === '/api/league/league/31/teams')
      return ok([
        createTeamEntry({ teamId: 11, teamName: '강서 타이거즈' }),
        createTeamEntry({ teamId: 12, teamName: '화곡 베어스' }),
        createTeamEntry({ teamId: 13, teamName: '염창 라이온즈' }),
      ]);
    if (call.url === '/api/league/league/32/teams') return ok([]);
    if (call.url === '/api/ground/leagueMain/2')
      return ok([
        { groundId: 5, groundName: '강서구장' },
        { groundId: 6, groundName: '화곡구장' },
      ]);
    if (call.url === `${TEMP}/proceed`) return ok(saved);
    if (call.url === '/api/league/admin/scheduleTemp/32/proceed') return ok(null);
    if (call.url === `${TEMP}/generate`) return ok(schedule(null));
    if (call.url === `${TEMP}/save`) return ok(schedule(9));
    if (call.method === 'PATCH') return patchReply ?? ok(schedule(9, true));
    if (call.url === `${TEMP}/apply`) return ok({ leagueId: 31, created: 3, gameIds: [501, 502, 503] });
    if (call.url === `${TEMP}/delete/9`) return ok(1);
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));
const savedPanel = async () => within(await screen.findByRole('region', { name: '저장된 임시 일정' }));
const gameActions = (panel: ReturnType<typeof within>, name: string) => within(panel.getByRole('group', { name: `${name} 관리` }));

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  saved = null;
  patchReply = undefined;
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('일정 자동 생성', () => {
  it("lists the league's teams and keeps the address in step with the chosen league", async () => {
    serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/scheduleGenerate');
    const teams = within(await screen.findByRole('region', { name: '참가팀' }));
    expect(await teams.findByText('강서 타이거즈')).toBeInTheDocument();
    expect(teams.getByText('3팀 (홀수라 라운드마다 한 팀은 쉽니다)')).toBeInTheDocument();
    expect(screen.getByLabelText('리그')).toHaveValue('31');
    await user.selectOptions(screen.getByLabelText('리그'), '32');
    expect(await screen.findByText('이 리그에 참가한 팀이 없습니다. 팀 관리에서 참가팀을 먼저 추가해 주세요.')).toBeInTheDocument();
  });

  it('checks the form, previews the generated schedule with the per-team summary and saves it', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(ADDRESS);
    const form = within(await screen.findByRole('form', { name: '생성 조건' }));
    expect(await (await savedPanel()).findByText('저장된 임시 일정이 없습니다. 조건을 정해 생성한 뒤 임시 저장해 주세요.')).toBeInTheDocument();
    expect(form.getByLabelText('시작일')).toHaveValue('2026-03-01');
    expect(form.getByLabelText('종료일')).toHaveValue('2026-11-30');

    await user.click(form.getByLabelText('일'));
    await user.click(form.getByRole('button', { name: '시간 추가' }));
    await user.type(form.getByLabelText('시작 시간 2'), '25:00');
    await user.click(form.getByRole('button', { name: '생성' }));
    expect(await form.findByText('경기 요일을 하나 이상 골라 주세요.')).toBeInTheDocument();
    expect(form.getByText('구장을 하나 이상 골라 주세요.')).toBeInTheDocument();
    expect(form.getByText('시간은 HH:mm 형식으로 입력해 주세요 (예: 09:00).')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.click(form.getByLabelText('일'));
    await user.click(form.getByLabelText('토'));
    await user.click(form.getByRole('button', { name: '시작 시간 2 삭제' }));
    await user.click(form.getByLabelText('강서구장'));
    await user.selectOptions(form.getByLabelText('맞대결 수'), '2');
    await user.click(form.getByRole('button', { name: '생성' }));

    const preview = within(await screen.findByRole('region', { name: '미리보기' }));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: `${TEMP}/generate`,
        body: { gameCnt: 2, weekdays: [0, 6], times: ['09:00'], groundIds: [5], beginDate: '2026-03-01', endDate: '2026-11-30' },
      },
    ]);
    const summary = within(preview.getByRole('table', { name: '팀별 경기 수' }));
    const tigers = within(summary.getByText('강서 타이거즈').closest('tr') as HTMLElement);
    expect(tigers.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['강서 타이거즈', '2', '1', '1', '1']);
    expect(preview.getByRole('region', { name: '2026-03-01 (일)' })).toHaveTextContent('1라운드');
    expect(preview.getByRole('region', { name: '2026-03-08 (일)' })).toHaveTextContent('염창 라이온즈');
    expect(preview.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();

    await user.click(preview.getByRole('button', { name: '임시 저장' }));
    expect(await screen.findByText('임시 일정 3경기를 저장했습니다. 아래에서 경기를 조정한 뒤 적용해 주세요.')).toBeInTheDocument();
    expect(writes(calls)[1]).toEqual({
      method: 'POST',
      url: `${TEMP}/save`,
      body: { gameCnt: 1, weekdays: [0], times: ['09:00'], groundIds: [5], beginDate: '2026-03-01', endDate: '2026-11-30' },
    });
    expect(screen.queryByRole('region', { name: '미리보기' })).not.toBeInTheDocument();
    const panel = await savedPanel();
    expect(panel.getByText('김운영님이 2026-02-20 10:30에 저장했습니다. 적용하기 전까지는 공개 일정에 보이지 않습니다.')).toBeInTheDocument();
    expect(gameActions(panel, '2026-03-01 09:00 강서 타이거즈 대 화곡 베어스').getByRole('button', { name: '수정' })).toBeInTheDocument();
  });

  it('shows the refusal of a game change and swaps home and away', async () => {
    saved = schedule(9);
    patchReply = fail(400, GROUND_BUSY, { groundId: GROUND_BUSY });
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(ADDRESS);
    const panel = await savedPanel();
    await user.click(gameActions(panel, '2026-03-08 09:00 염창 라이온즈 대 강서 타이거즈').getByRole('button', { name: '수정' }));
    const dialog = within(await screen.findByRole('dialog', { name: '경기 변경' }));
    await user.click(dialog.getByRole('button', { name: '변경 저장' }));
    expect(await dialog.findByText('바꿀 날짜, 시간, 구장이나 홈·원정 바꾸기를 하나 이상 보내 주세요.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.selectOptions(dialog.getByLabelText('구장'), '6');
    await user.clear(dialog.getByLabelText('시간'));
    await user.type(dialog.getByLabelText('시간'), '11:00');
    await user.click(dialog.getByRole('button', { name: '변경 저장' }));
    expect(await dialog.findAllByText(GROUND_BUSY)).not.toHaveLength(0);
    expect(writes(calls)).toEqual([{ method: 'PATCH', url: `${TEMP}/game/102`, body: { time: '11:00', groundId: 6 } }]);
    await user.click(dialog.getByRole('button', { name: '취소' }));

    patchReply = undefined;
    await user.click(gameActions(panel, '2026-03-01 09:00 강서 타이거즈 대 화곡 베어스').getByRole('button', { name: '홈/원정 바꾸기' }));
    expect(await panel.findByRole('group', { name: '2026-03-01 09:00 화곡 베어스 대 강서 타이거즈 관리' })).toBeInTheDocument();
    expect(writes(calls)[1]).toEqual({ method: 'PATCH', url: `${TEMP}/game/101`, body: { swap: true } });
    expect(screen.getByText('홈과 원정을 바꿨습니다 (원정 화곡 베어스, 홈 강서 타이거즈).')).toBeInTheDocument();
  });

  it('applies the saved schedule after the confirmation and links to the schedule list', async () => {
    saved = schedule(9);
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(ADDRESS);
    const panel = await savedPanel();
    await user.click(await panel.findByRole('button', { name: '적용' }));
    const question = within(await screen.findByRole('alertdialog'));
    expect(question.getByText('임시 일정 3경기를 실제 일정으로 적용할까요?')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: '취소' }));
    expect(writes(calls)).toEqual([]);

    await user.click(panel.getByRole('button', { name: '적용' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '적용' }));
    // Said where the eye is (the toast), and the panel the button was in shows what was applied, not an empty state.
    const toast = within(await screen.findByRole('status', { name: '알림' }));
    expect(await toast.findByText(/3경기를 실제 일정으로 적용했습니다/)).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', url: `${TEMP}/apply`, body: { tempId: 9 } }]);
    expect(await panel.findByText(/3경기가 실제 일정이 되었습니다 \(2026-03-01 ~ 2026-03-15\)/)).toBeInTheDocument();
    expect(panel.queryByText('저장된 임시 일정이 없습니다. 조건을 정해 생성한 뒤 임시 저장해 주세요.')).not.toBeInTheDocument();
    // The link opens the applied season on the month of its first game, for this league.
    const list = '/league/gangseo/admin/schedule?season=3&month=202603&league=31';
    expect(toast.getByRole('link', { name: '일정 관리에서 보기' })).toHaveAttribute('href', list);
    expect(panel.getByRole('link', { name: '일정 관리에서 보기' })).toHaveAttribute('href', list);
  });

  it('deletes the saved schedule after the confirmation', async () => {
    saved = schedule(9);
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(ADDRESS);
    const panel = await savedPanel();
    await user.click(await panel.findByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('임시 일정을 삭제했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'DELETE', url: `${TEMP}/delete/9`, body: undefined }]));
    expect(panel.getByText('저장된 임시 일정이 없습니다. 조건을 정해 생성한 뒤 임시 저장해 주세요.')).toBeInTheDocument();
  });
});
