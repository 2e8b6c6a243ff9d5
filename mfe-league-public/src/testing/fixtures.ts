import type {
  GameOrder,
  League,
  LeagueBase,
  LineupEntry,
  ScheduleItem,
  Season,
  StandingRow,
  TeamEntry,
} from '@dugout/contracts';

/** Typed fixtures for the component tests (what the read API answers for the demo league 강서리그). */
export const seasons: Season[] = [
  { seasonId: 3, seasonName: '2026 시즌', active: true, beginDate: '2026-03-01', endDate: '2026-11-30', mainId: 2 },
  { seasonId: 2, seasonName: '2025 시즌', active: false, beginDate: '2025-03-01', endDate: '2025-11-30', mainId: 2 },
];

export const leagueBase: LeagueBase = {
  mainId: 2,
  mainName: '강서리그',
  leaguePath: 'gangseo',
  logoImg: 'gangseo_logo.png',
  extImg1: 'gangseo_side.png',
  extImg2: 'gangseo_banner.png',
  seasons,
  activeSeasonId: 3,
  boards: [
    { boardId: 1, boardLabel: 'notice', boardName: '공지사항', boardType: 1 },
    { boardId: 2, boardLabel: 'gallery', boardName: '갤러리', boardType: 2 },
  ],
  videoUrl: null,
};

export const leagues2026: League[] = [
  { leagueId: 31, leagueName: '토요 1부', seasonId: 3 },
  { leagueId: 32, leagueName: '토요 2부', seasonId: 3 },
];

export const leagues2025: League[] = [{ leagueId: 21, leagueName: '2025 토요리그', seasonId: 2 }];

export function teamEntry(teamId: number, teamName: string, leagueId = 31): TeamEntry {
  return { teamId, leagueId, team: { teamName, logoImg: null, spoType: 1 } };
}

const side = (teamId: number | null, teamName: string | null, spoType = 1) =>
  teamId === null || teamName === null ? null : { team: { teamName, logoImg: null, spoType } };

/** A schedule item between two teams of league 31; override what a test is about. */
export function scheduleItem(
  gameId: number,
  scheduleTime: string,
  visit: [number | null, string | null],
  home: [number | null, string | null],
  overrides: Partial<ScheduleItem> = {},
): ScheduleItem {
  return {
    gameId,
    gameName: null,
    leagueId: 31,
    scheduleTime,
    groundId: 1,
    writerId: null,
    visitTeamId: visit[0],
    homeTeamId: home[0],
    visitTeam: side(visit[0], visit[1]),
    homeTeam: side(home[0], home[1]),
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
    writer: null,
    ...overrides,
  };
}

export function standing(rank: number, teamId: number, teamName: string, win: number, draw: number, lose: number): StandingRow {
  const decisions = win + lose;
  return {
    rank,
    teamId,
    teamName,
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
  };
}

export function lineupEntry(batNum: number, playerName: string, position: string | null, backnumber: string | null = null): LineupEntry {
  return { batNum, position, player: { playerName }, teamPlayer: backnumber ? { backnumber } : null, gameId: 501, teamId: 1 };
}

export const emptyOrder: GameOrder = {
  visit: { teamId: 1, submitted: false, entries: [] },
  home: { teamId: 2, submitted: false, entries: [] },
};
