import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@dugout/auth';
import { createGameAdminRow as row, createLeague, createScorerGameRow, createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi, type ApiCall } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const final = row({ gameId: 601, scheduleTime: '2026-05-02T09:00:00+09:00', hasRecord: true, state: 'final', score: { visit: 3, home: 5 }, writer: { username: '김기록' } });
const cancelled = row({ gameId: 602, scheduleTime: '2026-05-03T09:00:00+09:00', isCancel: true, cancelReason: '우천취소', state: 'cancelled' });
const upcoming = row({ gameId: 603, scheduleTime: '2026-05-10T09:00:00+09:00', lineups: { visit: true, home: false } });
// Entered by a scorer of the league who was not assigned to the game (a generated schedule has no scorers).
const entered = row({ gameId: 604, scheduleTime: '2026-05-11T09:00:00+09:00', hasRecord: true, state: 'inProgress', score: { visit: 2, home: 0 }, recordedBy: { username: '박기록' } });

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/season/3/league') return ok([createLeague()]);
    if (/^\/api\/game\/admin\/list\/3\/\d{6}$/.test(call.url)) return ok({ data: [final, cancelled, upcoming, entered], serverTime: '2026-05-09T10:00:00+09:00' });
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

beforeEach(() => useAuthStore.getState().login(createSession()));
afterEach(() => useAuthStore.getState().logout());

describe('경기 관리', () => {
  it('lists the games with state badges, scorer, score and the record and lineup links', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/game');
    const finalRow = (await screen.findByText('김기록')).closest('tr') as HTMLElement;
    expect(within(finalRow).getByText('종료')).toBeInTheDocument();
    expect(within(finalRow).getByText('3 : 5')).toBeInTheDocument();
    expect(within(finalRow).getByRole('link', { name: '기록 입력' })).toHaveAttribute('href', `/league/gangseo/admin/gameresult/3/${final.leagueId}/601`);
    expect(within(finalRow).getByRole('link', { name: '라인업' })).toHaveAttribute('href', `/league/gangseo/admin/gameorder/3/${final.leagueId}/601`);
    const cancelledRow = screen.getByText('취소').closest('tr') as HTMLElement;
    expect(within(cancelledRow).getByText(/우천취소/)).toBeInTheDocument();
    expect(within(cancelledRow).queryByRole('link', { name: '기록 입력' })).toBeNull();
    const upcomingRow = screen.getByText('경기 전').closest('tr') as HTMLElement;
    expect(within(upcomingRow).getByText('원정 제출 · 홈 미제출')).toBeInTheDocument();
    expect(within(upcomingRow).getByText('미지정')).toBeInTheDocument();
    const enteredRow = screen.getByText('2 : 0').closest('tr') as HTMLElement;
    expect(within(enteredRow).getByText('박기록 (입력, 배정 없음)')).toBeInTheDocument();
  });
});

describe('내 기록 경기 (a scorer without a manager grade)', () => {
  const scorerCheck = createLeagueManagerCheck({ result: false, grade: null, role: '{}', gameWriter: true });
  const mine = createScorerGameRow({ gameId: 701, scheduleTime: '2026-05-10T09:00:00+09:00' });
  const elsewhere = createScorerGameRow({ gameId: 702, leaguePath: 'gangdong', mainName: '강동리그' });

  function serveScorer(): ApiCall[] {
    return serveFakeApi((call) => {
      if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(scorerCheck);
      if (call.url === '/api/game/admin/writer/12') return ok([mine, elsewhere]);
      return fail(404, '요청한 정보를 찾을 수 없습니다.');
    });
  }

  it('lands on his games of this league with their entry links, and a menu of that alone', async () => {
    const calls = serveScorer();
    renderAdmin('/league/gangseo/admin');
    expect(await screen.findByRole('heading', { name: '내 기록 경기' })).toBeInTheDocument();
    const rows = (await screen.findAllByRole('link', { name: '기록 입력' })).map((link) => link.getAttribute('href'));
    expect(rows).toEqual([`/league/gangseo/admin/gameresult/3/${mine.leagueId}/701`]);
    expect(screen.getByRole('link', { name: '라인업' })).toHaveAttribute('href', `/league/gangseo/admin/gameorder/3/${mine.leagueId}/701`);
    const menu = within(screen.getByRole('navigation', { name: '관리 메뉴' })).getAllByRole('link').map((link) => link.textContent);
    expect(menu).toEqual(['내 기록 경기']);
    expect(screen.getByText('배정 기록원')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/game/admin/list'))).toBe(false);
  });

  it('keeps him out of the other admin screens', async () => {
    serveScorer();
    renderAdmin('/league/gangseo/admin/schedule');
    expect(await screen.findByText('기록원으로 배정된 경기의 기록과 라인업만 입력할 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '일정 관리' })).not.toBeInTheDocument();
  });
});
