import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { defaultMonthChoice, monthChoices, type ScheduleAdminRow } from '@dugout/contracts';
import { createLeague, createLeagueBase, createLeagueManagerCheck, createScheduleItem, createSession, fail, ok, serveFakeApi, type ApiCall } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const row = (overrides: Partial<ScheduleAdminRow> & { visit?: [number | null, string | null]; home?: [number | null, string | null] } = {}): ScheduleAdminRow => ({
  ...createScheduleItem(overrides),
  hasRecord: false,
  ...overrides,
});

const upcoming = row({ gameId: 501, scheduleTime: '2026-05-10T09:00:00+09:00', writer: { username: '김기록' } });
const played = row({
  gameId: 502,
  scheduleTime: '2026-05-01T09:00:00+09:00',
  hasRecord: true,
  dayNight: 'N',
  visit: [13, '염창 라이온즈'],
  game: { visitScore: 3, homeScore: 5, winType: '1', winnerSide: 'home', dayNight: 'N' },
});
const cancelled = row({ gameId: 503, scheduleTime: '2026-05-09T13:00:00+09:00', isCancel: true, cancelReason: '우천취소', visit: [14, '강서 이글스'] });

let deleteResult: ReturnType<typeof ok> = ok(1);
let seasonGames: ScheduleAdminRow[] | null = null;

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/season/3/league') return ok([createLeague(), createLeague({ leagueId: 32, leagueName: '토요 2부' })]);
    if (/^\/api\/league\/admin\/schedule\/3\/\d{6}(\/3[12])?$/.test(call.url)) {
      return ok({ data: [upcoming, cancelled, played], serverTime: '2026-05-09T10:00:00+09:00' });
    }
    if (call.url === '/api/league/league/31/schedule?all=true' && seasonGames) return ok(seasonGames);
    if (call.url === '/api/league/league/31/schedule/game/501' && call.method === 'DELETE') return deleteResult;
    if (call.url === '/api/league/schedule/501/cancel') return ok(1);
    if (call.url === '/api/league/schedule/501/suspend') return ok(1);
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  deleteResult = ok(1);
  seasonGames = null;
});

afterEach(() => {
  jest.useRealTimers();
  useAuthStore.getState().logout();
});

/** Only the clock is fixed: the fake API and the user events keep their real timers. */
const today = (iso: string) =>
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'],
  });

const rowOf = async (name: string) => (await screen.findByRole('group', { name: `${name} 관리` })).closest('tr') as HTMLElement;

describe('일정 관리', () => {
  it('opens the active season at the current month with every league, and lists the games with their actions by the rule of spec 5', async () => {
    const calls = serve();
    renderAdmin('/league/gangseo/admin/schedule');
    const month = defaultMonthChoice(monthChoices('2026-03-01', '2026-11-30'));
    const first = await rowOf('2026-05-10 09:00 강서 타이거즈 대 화곡 베어스');
    expect(calls.some((call) => call.url === `/api/league/admin/schedule/3/${month}`)).toBe(true);
    expect(screen.getByLabelText('시즌')).toHaveValue('3');
    expect(screen.getByLabelText('월')).toHaveValue(month);
    expect(within(screen.getByLabelText('월')).getByRole('option', { name: '26년 03월' })).toBeInTheDocument();
    expect(screen.getByLabelText('리그')).toHaveValue('');
    expect(within(first).getByText('김기록')).toBeInTheDocument();
    expect(within(first).getByText('신월야구장')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '수정' })).toHaveAttribute('href', '/league/gangseo/admin/scheduleform/3/31/501');
    expect(within(first).getByRole('button', { name: '취소' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '삭제' })).toBeInTheDocument();

    const old = await rowOf('2026-05-01 09:00 염창 라이온즈 대 화곡 베어스');
    expect(within(old).queryByRole('link', { name: '수정' })).toBeNull();
    expect(within(old).queryByRole('button', { name: '삭제' })).toBeNull();
    const rainedOut = await rowOf('2026-05-09 13:00 강서 이글스 대 화곡 베어스');
    expect(within(rainedOut).getByText('취소: 우천취소')).toBeInTheDocument();
    expect(within(rainedOut).queryByRole('button', { name: '취소' })).toBeNull();
    expect(within(rainedOut).getByRole('button', { name: '삭제' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: '개별 등록' })).toHaveAttribute('href', '/league/gangseo/admin/scheduleform/3');
    expect(screen.getByRole('link', { name: '엑셀 업로드' })).toHaveAttribute('href', '/league/gangseo/admin/scheduleUpload/3');
    expect(screen.getByRole('link', { name: '자동 생성' })).toHaveAttribute('href', '/league/gangseo/admin/scheduleGenerate/3');
  });

  it("opens a season that has not begun on its first game's month, not on its empty first month", async () => {
    today('2026-02-10T12:00:00+09:00');
    seasonGames = [row({ gameId: 601, scheduleTime: '2026-04-05T09:00:00+09:00' }), row({ gameId: 602, scheduleTime: '2026-04-12T09:00:00+09:00' })];
    const calls = serve();
    renderAdmin('/league/gangseo/admin/schedule');
    await rowOf('2026-05-10 09:00 강서 타이거즈 대 화곡 베어스');
    expect(screen.getByLabelText('월')).toHaveValue('202604');
    const searches = calls.filter((call) => call.url.startsWith('/api/league/admin/schedule/'));
    expect(searches.map((call) => call.url)).toEqual(['/api/league/admin/schedule/3/202604']);
  });

  it("opens during the season on the next game's month, and after the last game on its month", async () => {
    seasonGames = [row({ gameId: 601, scheduleTime: '2026-04-05T09:00:00+09:00' }), row({ gameId: 602, scheduleTime: '2026-08-02T09:00:00+09:00' })];
    today('2026-06-20T12:00:00+09:00');
    serve();
    const { unmount } = renderAdmin('/league/gangseo/admin/schedule');
    await rowOf('2026-05-10 09:00 강서 타이거즈 대 화곡 베어스');
    expect(screen.getByLabelText('월')).toHaveValue('202608');
    unmount();

    today('2026-11-20T12:00:00+09:00');
    renderAdmin('/league/gangseo/admin/schedule');
    await rowOf('2026-05-10 09:00 강서 타이거즈 대 화곡 베어스');
    expect(screen.getByLabelText('월')).toHaveValue('202608');
  });

  it('opens on the season, month and league its address names', async () => {
    const calls = serve();
    renderAdmin('/league/gangseo/admin/schedule?season=3&month=202609&league=32');
    await rowOf('2026-05-10 09:00 강서 타이거즈 대 화곡 베어스');
    expect(screen.getByLabelText('월')).toHaveValue('202609');
    expect(screen.getByLabelText('리그')).toHaveValue('32');
    expect(calls.filter((call) => call.url.startsWith('/api/league/admin/schedule/')).map((call) => call.url)).toEqual(['/api/league/admin/schedule/3/202609/32']);
  });

  it('reloads for a chosen league and month', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/schedule');
    await rowOf('2026-05-10 09:00 강서 타이거즈 대 화곡 베어스');
    await user.selectOptions(screen.getByLabelText('리그'), '32');
    await user.selectOptions(screen.getByLabelText('월'), '202604');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/league/admin/schedule/3/202604/32')).toBe(true));
    expect(screen.getByRole('link', { name: '자동 생성' })).toHaveAttribute('href', '/league/gangseo/admin/scheduleGenerate/3/32');
  });

  it('deletes after the confirmation and says so; a refusal and a result other than 1 have their own messages', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/schedule');
    const first = await rowOf('2026-05-10 09:00 강서 타이거즈 대 화곡 베어스');
    await user.click(within(first).getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('삭제하시겠습니까?');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('status', { name: '알림' })).toHaveTextContent('삭제되었습니다.');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);

    deleteResult = ok(0);
    await user.click(within(await rowOf('2026-05-10 09:00 강서 타이거즈 대 화곡 베어스')).getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제에 실패했습니다.')).toBeInTheDocument();

    deleteResult = fail(400, '경기 기록이 있는 경기는 삭제할 수 없습니다.');
    await user.click(within(await rowOf('2026-05-10 09:00 강서 타이거즈 대 화곡 베어스')).getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제 중 오류가 발생했습니다. 경기 기록이 있는 경기는 삭제할 수 없습니다.')).toBeInTheDocument();
  });

  it('cancels with a reason of at most 5 characters, 우천취소 by default', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/schedule');
    await user.click(within(await rowOf('2026-05-10 09:00 강서 타이거즈 대 화곡 베어스')).getByRole('button', { name: '취소' }));
    const dialog = within(await screen.findByRole('dialog', { name: '경기 취소' }));
    const reason = dialog.getByLabelText('취소 사유 (5자 이내)');
    expect(reason).toHaveValue('우천취소');
    expect(reason).toHaveAttribute('maxLength', '5');
    await user.clear(reason);
    await user.click(dialog.getByRole('button', { name: '경기 취소' }));
    expect(await dialog.findByText('취소 사유를 입력해 주세요.')).toBeInTheDocument();
    await user.type(reason, '구장사정');
    await user.click(dialog.getByRole('button', { name: '경기 취소' }));
    expect(await screen.findByText('경기를 취소했습니다.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/league/schedule/501/cancel')?.body).toEqual({ reason: '구장사정' });
  });

  it('marks a game suspended', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/schedule');
    await user.click(within(await rowOf('2026-05-10 09:00 강서 타이거즈 대 화곡 베어스')).getByRole('button', { name: '서스펜디드' }));
    expect(await screen.findByText('서스펜디드 경기로 지정했습니다.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/league/schedule/501/suspend' && call.method === 'PATCH')).toBe(true);
  });
});
