import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@dugout/auth';
import type { PlayerRegistrationDetail } from '@dugout/contracts';
import { createLeague, createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const detail: PlayerRegistrationDetail = {
  seasonId: 3,
  player: {
    playerId: 101,
    playerName: '김철수',
    birthday: '19900101',
    gender: 'M',
    phone: '010-1234-5678',
    middleSchool: '강서중',
    school: '강서고',
    proTypeMiddle: 1,
    proType: 0,
    batThrw: 22,
    position: 'P',
  },
  registration: { leagueId: 31, leagueName: '토요 1부', teamId: 7, teamName: '강서 타이거즈', registerDate: '2026-03-02' },
  registrations: [
    { leagueId: 31, leagueName: '토요 1부', teamId: 7, teamName: '강서 타이거즈', registerDate: '2026-03-02' },
    { leagueId: 32, leagueName: '토요 2부', teamId: 9, teamName: '강서 이글스', registerDate: '2026-04-10' },
  ],
  teams: [
    { teamId: 7, teamName: '강서 타이거즈', backnumber: '7' },
    { teamId: 9, teamName: '강서 이글스', backnumber: '17' },
  ],
  doubleRegistered: true,
  hasGameLines: true,
};

function serve() {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/season/3/league') return ok([createLeague()]);
    if (call.url === '/api/league/admin/league/31/registrations') return ok([{ teamId: 7, teamName: '강서 타이거즈', logoImg: null, registeredCount: 1, rosterCount: 2 }]);
    if (call.url === '/api/league/admin/league/31/team/7/101') return ok(detail);
    if (call.url === '/api/league/admin/league/31/team/7/999') return fail(404, '이 팀에 등록된 선수가 아닙니다.');
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

beforeEach(() => useAuthStore.getState().login(createSession()));
afterEach(() => useAuthStore.getState().logout());

describe('선수 정보', () => {
  it("shows the player's record and his registrations and teams in the season", async () => {
    serve();
    renderAdmin('/league/gangseo/admin/teams/3/31/7/players/101');
    expect(await screen.findByRole('heading', { name: '김철수 선수 정보' })).toBeInTheDocument();
    const record = within(screen.getByRole('region', { name: '선수 기록' }));
    expect(record.getByText('1990-01-01')).toBeInTheDocument();
    expect(record.getByText('남성')).toBeInTheDocument();
    expect(record.getByText('우투우타')).toBeInTheDocument();
    expect(record.getByText('중학교 선출')).toBeInTheDocument();
    expect(record.getByText('해당 없음')).toBeInTheDocument();
    const own = within(screen.getByRole('region', { name: '이 리그 등록' }));
    expect(own.getByText('2026-03-02')).toBeInTheDocument();
    expect(own.getByText('있음 (등록을 삭제할 수 없습니다)')).toBeInTheDocument();
    const season = within(screen.getByRole('region', { name: '이번 시즌 등록' }));
    expect(season.getByText('이중 등록')).toBeInTheDocument();
    expect(season.getByText('강서 이글스').closest('tr')).toHaveTextContent('2026-04-10');
    expect(within(screen.getByRole('region', { name: '소속 팀' })).getByText('17')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '강서 타이거즈 등록 선수 목록으로' })).toHaveAttribute('href', '/league/gangseo/admin/teams/3/31/7/players');
  });

  it("says so when the player is not registered for the team", async () => {
    serve();
    renderAdmin('/league/gangseo/admin/teams/3/31/7/players/999');
    expect(await screen.findByText('이 팀에 등록된 선수가 아닙니다.')).toBeInTheDocument();
  });
});
