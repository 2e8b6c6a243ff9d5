import type { PlayerGameLine, StatLine, TeamPageSeason, TeamPlayerStat, TeamProfileInfo, TeamRosterStat } from '@dugout/contracts';

/** A stat line of zeros with the rates undefined, then the overrides. */
export const createStatLine = (overrides: Partial<StatLine> = {}): StatLine => ({
  game_cnt: 0, bat_tpa: 0, bat_ab: 0, bat_runs: 0, bat_hits: 0, bat_2b: 0, bat_3b: 0, bat_hr: 0, bat_tb: 0, bat_rbi: 0, bat_bb: 0,
  bat_ibb: 0, bat_hbp: 0, bat_so: 0, bat_sb: 0, bat_cs: 0, bat_sh: 0, bat_sf: 0, bat_gidp: 0, bat_avg: null, bat_obp: null, bat_slg: null,
  bat_ops: null, pit_game_cnt: 0, pit_gs: 0, pit_win: 0, pit_lose: 0, pit_save: 0, pit_hold: 0, pit_outs: 0, pit_inning: '0', pit_bf: 0,
  pit_np: 0, pit_hits: 0, pit_hr: 0, pit_runs: 0, pit_er: 0, pit_bb: 0, pit_hbp: 0, pit_so: 0, pit_wp: 0, pit_bk: 0, pit_era: null,
  pit_whip: null, unrecorded: {},
  ...overrides,
});

export const createTeamProfileInfo = (overrides: Partial<TeamProfileInfo> = {}): TeamProfileInfo => ({
  teamId: 12,
  teamName: '강서 타이거즈',
  logoImg: null,
  director: '박감독',
  managerName: '이운영',
  estbDt: '2015-03-01',
  playerCount: 24,
  homeGround: '신월야구장',
  introduction: null,
  leagueMains: [{ mainId: 1, mainName: '강서리그', leaguePath: 'gangseo' }],
  ...overrides,
});

export const createTeamPageSeason = (overrides: Partial<TeamPageSeason> = {}): TeamPageSeason => ({
  seasonId: 7,
  seasonName: '2026 시즌',
  beginDate: '2026-03-01',
  mainId: 1,
  mainName: '강서리그',
  leaguePath: 'gangseo',
  leagues: [
    {
      leagueId: 31,
      leagueName: '토요 1부',
      standing: { rank: 2, games: 10, win: 6, lose: 3, draw: 1, winPct: 0.6667, gamesBehind: 1, point: 19, teamCount: 8 },
    },
  ],
  ...overrides,
});

export const createTeamPlayerStat = (overrides: Partial<TeamPlayerStat> = {}): TeamPlayerStat => ({
  ...createStatLine({ game_cnt: 10, bat_tpa: 40, bat_ab: 36, bat_hits: 12, bat_hr: 2, bat_rbi: 9, bat_avg: 12 / 36 }),
  teamId: 12,
  team_name: '강서 타이거즈',
  playerId: 5,
  player_name: '홍길동',
  backnumber: '7',
  seasonId: 7,
  leagueId: null,
  ...overrides,
});

export const createRosterStat = (overrides: Partial<TeamRosterStat> = {}): TeamRosterStat => ({
  playerId: 5,
  playerName: '홍길동',
  backnumber: '7',
  position: 'IN',
  teamRole: 7,
  stat: createTeamPlayerStat(),
  ...overrides,
});

export const createPlayerGameLine = (overrides: Partial<PlayerGameLine> = {}): PlayerGameLine => ({
  gameId: 501,
  leagueId: 31,
  scheduleTime: '2026-05-03T09:00:00+09:00',
  opponentTeamName: '화곡 베어스',
  batting: { bat_tpa: 4, bat_ab: 4, bat_hits: 2, bat_hr: 0, bat_rbi: 1, bat_bb: 0, bat_so: 1 },
  pitching: { pit_outs: 0, pit_er: 0, pit_so: 0, pit_hits: 0, pit_bb: 0 },
  ...overrides,
});
