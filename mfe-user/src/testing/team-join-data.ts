import type { TeamJoinRequestItem, TeamJoinSearchItem, TeamListItem, UserAccount, UserPlayer } from '@dugout/contracts';

/** A team as GET /api/team answers it. */
export const createTeamListItem = (overrides: Partial<TeamListItem> = {}): TeamListItem => ({
  teamId: 4,
  teamName: '강동 문정 스톰',
  logoImg: null,
  director: '김감독',
  managerName: '이총무',
  estbDt: '2015-03-01',
  playerCount: 18,
  leagueMains: [{ mainId: 1, mainName: '강동리그', leaguePath: 'gangdong' }],
  ...overrides,
});

/** A team of the join search, neither joined nor requested. */
export const createJoinSearchItem = (overrides: Partial<TeamJoinSearchItem> = {}): TeamJoinSearchItem => ({
  ...createTeamListItem(),
  joined: false,
  requested: false,
  ...overrides,
});

export const createJoinRequest = (overrides: Partial<TeamJoinRequestItem> = {}): TeamJoinRequestItem => ({
  requestId: 1,
  userId: 12,
  teamId: 4,
  requestState: 1,
  team: { teamId: 4, teamName: '강동 문정 스톰', logoImg: null },
  createdAt: '2026-03-02T10:00:00+09:00',
  decidedAt: null,
  ...overrides,
});

export const createUserAccount = (overrides: Partial<UserAccount> = {}): UserAccount => ({
  userId: 12,
  email: 'kim@example.com',
  username: '김철수',
  nickname: null,
  phone: '010-1234-5678',
  birthday: '19900115',
  gender: 'F',
  photo: null,
  ...overrides,
});

export const createUserPlayer = (overrides: Partial<UserPlayer> = {}): UserPlayer => ({
  playerId: 77,
  playerName: '김선수',
  birthday: '19880202',
  gender: 'M',
  middleSchool: '문정중',
  school: '문정고',
  address1: '서울시 송파구',
  phone: '010-9999-8888',
  proTypeMiddle: 1,
  proType: 0,
  batThrw: 22,
  position: 'C',
  ...overrides,
});
