import type {
  AuditEntry,
  GameOrder,
  League,
  LeagueBase,
  LeagueManagerCheck,
  LeagueManagerItem,
  LineupEntry,
  LoginResponse,
  ManagerRequestItem,
  ScheduleItem,
  GameAdminRow,
  ScorerGameRow,
  Season,
  StandingRow,
  StoredSession,
  TeamEntry,
  TeamManagerCheck,
} from '@dugout/contracts';

/*
 * One factory per model: a valid value of the demo data (member 김철수, league 강서리그), with
 * what a test is about passed as overrides.
 */

export const createSession = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  userId: 12,
  username: '김철수',
  nickname: '철수',
  email: 'kim@example.com',
  phone: '010-1234-5678',
  photo: null,
  gender: 'M',
  birthday: '19900101',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  isAdmin: false,
  ...overrides,
});

/** `data` of POST /api/auth/login; by default the answer that gives `createSession()`. */
export const createLoginResponse = (overrides: Partial<LoginResponse> = {}): LoginResponse => {
  const session = createSession();
  return {
    user_id: session.userId,
    username: session.username,
    nickname: session.nickname,
    email: session.email,
    phone: session.phone,
    photo: session.photo,
    gender: session.gender,
    birthday: session.birthday,
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
    ...overrides,
  };
};

export const createSeason = (overrides: Partial<Season> = {}): Season => ({
  seasonId: 3,
  seasonName: '2026 시즌',
  active: true,
  beginDate: '2026-03-01',
  endDate: '2026-11-30',
  mainId: 2,
  ...overrides,
});

/** GET /api/league/base/gangseo: the 2026 season (active) and 2025, a notice board and a gallery. */
export const createLeagueBase = (overrides: Partial<LeagueBase> = {}): LeagueBase => ({
  mainId: 2,
  mainName: '강서리그',
  leaguePath: 'gangseo',
  logoImg: 'gangseo_logo.png',
  extImg1: 'gangseo_side.png',
  extImg2: 'gangseo_banner.png',
  seasons: [
    createSeason(),
    createSeason({ seasonId: 2, seasonName: '2025 시즌', active: false, beginDate: '2025-03-01', endDate: '2025-11-30' }),
  ],
  activeSeasonId: 3,
  boards: [
    { boardId: 1, boardLabel: 'notice', boardName: '공지사항', boardType: 1 },
    { boardId: 2, boardLabel: 'gallery', boardName: '갤러리', boardType: 2 },
  ],
  videoUrl: null,
  ...overrides,
});

export const createLeague = (overrides: Partial<League> = {}): League => ({
  leagueId: 31,
  leagueName: '토요 1부',
  seasonId: 3,
  ...overrides,
});

export interface TeamEntryOverrides extends Partial<Omit<TeamEntry, 'team'>> {
  teamName?: string;
  spoType?: number;
}

export const createTeamEntry = ({ teamName = '강서 타이거즈', spoType = 1, ...overrides }: TeamEntryOverrides = {}): TeamEntry => ({
  teamId: 11,
  leagueId: 31,
  team: { teamName, logoImg: null, spoType },
  ...overrides,
});

/** A side of a schedule item: [team id, team name]; a null id or name is a side not yet decided. */
export type ScheduleSideOverride = [number | null, string | null];

export interface ScheduleItemOverrides extends Partial<ScheduleItem> {
  visit?: ScheduleSideOverride;
  home?: ScheduleSideOverride;
}

const side = ([teamId, teamName]: ScheduleSideOverride) =>
  teamId === null || teamName === null ? null : { team: { teamName, logoImg: null, spoType: 1 } };

/** A schedule item between two teams of league 31 (visit 강서 타이거즈, home 화곡 베어스). */
export function createScheduleItem({
  visit = [11, '강서 타이거즈'],
  home = [12, '화곡 베어스'],
  ...overrides
}: ScheduleItemOverrides = {}): ScheduleItem {
  return {
    gameId: 501,
    gameName: null,
    leagueId: 31,
    scheduleTime: '2026-05-03T09:00:00+09:00',
    groundId: 1,
    writerId: null,
    visitTeamId: visit[0],
    homeTeamId: home[0],
    visitTeam: side(visit),
    homeTeam: side(home),
    visitTeamInfo: null,
    homeTeamInfo: null,
    visitTeamInterleague: false,
    homeTeamInterleague: false,
    visitTeamLeagueId: null,
    homeTeamLeagueId: null,
    visitTeamLeague: null,
    homeTeamLeague: null,
    league: { leagueName: '토요 1부' },
    ground: { groundName: '신월야구장' },
    isCancel: false,
    cancelReason: null,
    suspended: false,
    dayNight: null,
    game: null,
    progress: null,
    writer: null,
    ...overrides,
  };
}

/** A row of the admin game list: a schedule item with its state, not played yet unless given. */
export function createGameAdminRow(overrides: ScheduleItemOverrides & Partial<GameAdminRow> = {}): GameAdminRow {
  const { visit, home, ...rest } = overrides;
  return {
    ...createScheduleItem({ visit, home, ...rest }),
    hasRecord: false,
    state: 'scheduled',
    score: null,
    lineups: { visit: false, home: false },
    recordedBy: null,
    ...rest,
  };
}

/** A game the member scores, of 강서리그 (path gangseo), season 3. */
export function createScorerGameRow(overrides: ScheduleItemOverrides & Partial<ScorerGameRow> = {}): ScorerGameRow {
  return { ...createGameAdminRow(overrides), seasonId: 3, leaguePath: 'gangseo', mainName: '강서리그', ...overrides };
}

/** A standings row; games, win rate and points follow from win, draw and lose unless given. */
export function createStanding(overrides: Partial<StandingRow> = {}): StandingRow {
  const { win = 0, draw = 0, lose = 0 } = overrides;
  const decisions = win + lose;
  return {
    rank: 1,
    teamId: 11,
    teamName: '강서 타이거즈',
    logoImg: null,
    games: win + draw + lose,
    win,
    lose,
    draw,
    winPct: decisions === 0 ? 0 : win / decisions,
    gamesBehind: 0,
    point: win * 2 + draw,
    runsScored: 0,
    runsAllowed: 0,
    ...overrides,
  };
}

export interface LineupEntryOverrides extends Partial<Omit<LineupEntry, 'player' | 'teamPlayer'>> {
  playerName?: string;
  /** null: no team player record (no back number). */
  backnumber?: string | null;
}

export const createLineupEntry = ({
  playerName = '김중견',
  backnumber = null,
  ...overrides
}: LineupEntryOverrides = {}): LineupEntry => ({
  batNum: 1,
  position: null,
  player: { playerName },
  teamPlayer: backnumber ? { backnumber } : null,
  gameId: 501,
  teamId: 1,
  ...overrides,
});

/** The batting orders of a game; by default neither side has submitted one. */
export const createGameOrder = (overrides: Partial<GameOrder> = {}): GameOrder => ({
  visit: { teamId: 1, submitted: false, entries: [] },
  home: { teamId: 2, submitted: false, entries: [] },
  ...overrides,
});

/** GET /api/league/admin/manager/can_access/gangseo/12: a grade-1 manager with every role flag. */
export const createLeagueManagerCheck = (overrides: Partial<LeagueManagerCheck> = {}): LeagueManagerCheck => ({
  result: true,
  grade: 1,
  role: '{"leagueTeam":true,"teamPlayer":true,"leagueSchedule":true,"leagueGame":true,"manageBoard":true,"createBoard":true}',
  gameWriter: false,
  ...overrides,
});

/** GET /api/team/11/admin/can_access/12: the member may open the team's staff portal. */
export const createTeamManagerCheck = (overrides: Partial<TeamManagerCheck> = {}): TeamManagerCheck => ({
  result: true,
  ...overrides,
});

/** An item of GET /api/league/admin/main/2/managers: 김철수, the grade-1 manager of 강서리그. */
export const createLeagueManager = (overrides: Partial<LeagueManagerItem> = {}): LeagueManagerItem => ({
  userId: 12,
  username: '김철수',
  email: 'kim@example.com',
  grade: 1,
  gradeName: '총괄 관리자',
  memo: null,
  roles: '{"leagueTeam":false,"teamPlayer":false,"leagueSchedule":false,"leagueGame":false,"manageBoard":false,"createBoard":false}',
  ...overrides,
});

/** A pending item of GET /api/league/admin/main/2/requestManagers: 이영희 asks to help run 강서리그. */
export const createManagerRequest = (overrides: Partial<ManagerRequestItem> = {}): ManagerRequestItem => ({
  requestId: 7,
  mainId: 2,
  receiptUserId: 31,
  username: '이영희',
  email: 'lee@example.com',
  message: '기록원으로 돕고 싶습니다.',
  status: 1,
  createdAt: '2026-03-01T10:00:00+09:00',
  ...overrides,
});

/** An entry of GET /api/league/admin/main/2/audit: 김철수 made 박민수 (user 21) a grade-3 manager. */
export const createAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  auditId: 1,
  userId: 12,
  username: '김철수',
  createdAt: '2026-05-02T09:00:00+09:00',
  scopeType: 'leagueMain',
  scopeId: 2,
  kind: 'manager.grade',
  objectType: 'leagueManager',
  objectId: 21,
  changes: { grade: { before: 5, after: 3 } },
  ...overrides,
});
