import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { PlayerSearchResult } from '@dugout/contracts';
import { createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const result: PlayerSearchResult = {
  player: {
    playerId: 7,
    playerName: '김이중',
    birthday: '19900101',
    gender: 'M',
    phone: '010-1234-5678',
    middleSchool: null,
    school: null,
    proTypeMiddle: 0,
    proType: 0,
    batThrw: 22,
    position: 'P',
  },
  teams: [{ teamId: 1, teamName: '강서 타이거즈', backnumber: '5' }],
  registrations: [
    { leagueId: 3, leagueName: '토요리그', teamId: 1, teamName: '강서 타이거즈', registerDate: '2026-03-01' },
    { leagueId: 4, leagueName: '일요리그', teamId: 2, teamName: '양천 베어스', registerDate: '2026-03-05' },
  ],
  doubleRegistered: true,
};

beforeEach(() => useAuthStore.getState().login(createSession()));
afterEach(() => useAuthStore.getState().logout());

describe('선수 검색', () => {
  it('searches the season by phone and flags a double registration', async () => {
    const calls = serveFakeApi((call) => {
      if (call.url.startsWith('/api/league/admin/manager/can_access/gangseo/')) return ok(createLeagueManagerCheck());
      if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
      if (call.url.includes('/player/search')) return ok([result]);
      return fail(404, '요청한 정보를 찾을 수 없습니다.');
    });
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/searchPlayer');
    expect(await screen.findByRole('heading', { name: '선수 검색' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByText('검색어를 입력해 주세요.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('검색 항목'), '전화번호');
    await user.type(screen.getByLabelText('검색어'), '01012345678');
    await user.click(screen.getByRole('button', { name: '검색' }));
    const row = (await screen.findByText('김이중')).closest('tr') as HTMLElement;
    expect(within(row).getByText('이중 등록')).toBeInTheDocument();
    expect(within(row).getByText('1990-01-01')).toBeInTheDocument();
    expect(within(row).getByText(/토요리그 · 강서 타이거즈 \(2026-03-01\), 일요리그 · 양천 베어스/)).toBeInTheDocument();
    expect(calls.some((call) => /\/api\/league\/admin\/season\/\d+\/player\/search\?searchName=phone&searchValue=01012345678$/.test(call.url))).toBe(true);
  });
});
