import { screen } from '@testing-library/react';
import { useAuthStore } from '@dugout/auth';
import { createGameAdminRow as row, createLeague, createLeagueBase, createLeagueManagerCheck, createScheduleItem, createSession, fail, ok, serveFakeApi } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  // Only the clock is fixed: the fake API keeps its real timers.
  jest.useFakeTimers({
    now: new Date('2026-02-10T12:00:00+09:00'),
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'],
  });
});

afterEach(() => {
  jest.useRealTimers();
  useAuthStore.getState().logout();
});

describe('경기 관리 month', () => {
  it("opens a season that has not begun on its first game's month, not on its empty first month", async () => {
    const calls = serveFakeApi((call) => {
      if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
      if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
      if (call.url === '/api/league/season/3/league') return ok([createLeague()]);
      if (call.url === '/api/league/league/31/schedule?all=true') return ok([createScheduleItem({ gameId: 601, scheduleTime: '2026-04-05T09:00:00+09:00' })]);
      if (/^\/api\/game\/admin\/list\/3\/\d{6}$/.test(call.url)) return ok({ data: [row({ gameId: 601, scheduleTime: '2026-04-05T09:00:00+09:00' })], serverTime: '2026-02-10T12:00:00+09:00' });
      return fail(404, '요청한 정보를 찾을 수 없습니다.');
    });
    renderAdmin('/league/gangseo/admin/game');
    expect(await screen.findByText('2026-04-05 09:00')).toBeInTheDocument();
    expect(screen.getByLabelText('월')).toHaveValue('202604');
    expect(calls.filter((call) => call.url.startsWith('/api/game/admin/list/')).map((call) => call.url)).toEqual(['/api/game/admin/list/3/202604']);
  });
});
