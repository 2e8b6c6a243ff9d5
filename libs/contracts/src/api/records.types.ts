/**
 * Response shapes of the public records API (issue 4), shared by the API and the web.
 * Field names follow spec section 3; dates are ISO strings with the +09:00 offset.
 */
import type { BattingStatLine, PitchingStatLine, StatLine } from './player-stats.types';
import type { GameSide, WinType } from '../enums';

export interface LeagueMain {
  mainId: number;
  mainName: string;
  leaguePath: string;
  logoImg: string | null;
  extImg1: string | null;
  extImg2: string | null;
}

/** Where a league image (logoImg, extImg1, extImg2, <path>_logo_s.png) is served: the stored file, or the default image. */
export const leagueImagePath = (name: string): string => `/upload/league/${encodeURIComponent(name)}`;

/** The league's small logo (<path>_logo_s.png) of its top bar. */
export const leagueTopBarLogoPath = (leaguePath: string): string => leagueImagePath(`${leaguePath}_logo_s.png`);

/** A season as the season chooser names it: the active one is marked. */
export const seasonChoiceLabel = (season: Pick<Season, 'seasonName' | 'active'>): string =>
  season.active ? `${season.seasonName} (진행 중)` : season.seasonName;

export interface Season {
  seasonId: number;
  seasonName: string;
  active: boolean;
  beginDate: string;
  endDate: string;
  mainId: number;
}

export interface League {
  leagueId: number;
  leagueName: string;
  seasonId: number;
}

export interface BoardSummary {
  boardId: number;
  boardLabel: string;
  boardName: string;
  boardType: number;
}

/** GET /api/league/base/{path}: everything the league shell needs in one call. */
export interface LeagueBase extends LeagueMain {
  seasons: Season[];
  /** The flagged season, else the first; null when the main has no season. */
  activeSeasonId: number | null;
  /** The league's boards for the menus (empty until the boards issue). */
  boards: BoardSummary[];
  /** External video channel link, shown for the one league that has it. */
  videoUrl: string | null;
}

export interface TeamRef {
  teamName: string;
  logoImg: string | null;
  /** 9 = a placeholder team shown as plain text. */
  spoType: number;
}

export interface TeamEntry {
  teamId: number;
  leagueId: number;
  team: TeamRef;
}

export interface Ground {
  groundId: number;
  groundName: string;
}

/** The game's result on a schedule item, when a record exists. */
export interface ScheduleGameResult {
  visitScore: number;
  homeScore: number;
  winType: WinType;
  /** Who won when the win type decides it regardless of score (forfeit, default, lot). */
  winnerSide: GameSide | null;
  dayNight: string | null;
}

/**
 * A record that is not official yet (being entered, or entered but not made final): its score
 * so far and where the line score stands. It is never a result: no winner, and it counts in no
 * standing, ranking or career until it is made final.
 */
export interface ScheduleGameProgress {
  visitScore: number;
  homeScore: number;
  /** The last inning with an entry in the line score, or null without one. */
  inning: number | null;
  /** 'top' while the home half of that inning has no entry yet. */
  half: 'top' | 'bottom' | null;
  /** The scorer gave a win type but has not made the record final (확정) yet. */
  awaitingFinal: boolean;
}

/** Schedule item of spec section 3. divId is set client-side to 'suspended'. */
export interface ScheduleItem {
  gameId: number;
  gameName: string | null;
  leagueId: number;
  /** ISO date-time with +09:00. */
  scheduleTime: string;
  groundId: number | null;
  writerId: number | null;
  visitTeamId: number | null;
  homeTeamId: number | null;
  visitTeam: { team: TeamRef } | null;
  homeTeam: { team: TeamRef } | null;
  visitTeamInfo: { teamName: string; logoImg: string | null } | null;
  homeTeamInfo: { teamName: string; logoImg: string | null } | null;
  visitTeamInterleague: boolean;
  homeTeamInterleague: boolean;
  visitTeamLeagueId: number | null;
  homeTeamLeagueId: number | null;
  visitTeamLeague: { leagueName: string } | null;
  homeTeamLeague: { leagueName: string } | null;
  league: { leagueName: string };
  ground: { groundName: string } | null;
  isCancel: boolean;
  cancelReason: string | null;
  /** True when the game is in the season's suspended-games list. */
  suspended: boolean;
  dayNight: string | null;
  /** The official result: present only once the record is final (or corrected after). */
  game: ScheduleGameResult | null;
  /** A record being entered and not yet final; null otherwise. */
  progress: ScheduleGameProgress | null;
  writer: { username: string } | null;
}

/** One row of the team standings; rank, teamName, logoImg, win, lose, draw, winPct and point are the spec's. */
export interface StandingRow {
  rank: number;
  teamId: number;
  teamName: string;
  logoImg: string | null;
  games: number;
  win: number;
  lose: number;
  draw: number;
  /** W / (W + L): draws are not decisions; 0 when the team has none. */
  winPct: number;
  /** ((W_leader - W) + (L - L_leader)) / 2 */
  gamesBehind: number;
  point: number;
  runsScored: number;
  runsAllowed: number;
}

/**
 * One entry of a player ranking list, with the spec's field names. Rates are unrounded numbers
 * (the web formats them with the formatters here) and null when undefined; JSON has no Infinity,
 * so an ERA with earned runs and no outs is null too. pit_inning is baseball notation ("5.1").
 */
export interface PlayerRankingRow {
  rank: number;
  playerId: number;
  teamId: number;
  player_name: string;
  team_name: string;
  /** Games batted in a batter list, games pitched in a pitcher list. */
  game_cnt: number;
  bat_avg: number | null;
  bat_tpa: number;
  bat_ab: number;
  bat_hits: number;
  bat_rbi: number;
  bat_hr: number;
  pit_era: number | null;
  pit_inning: string;
  pit_outs: number;
  pit_bf: number;
  pit_win: number;
  pit_so: number;
}

export interface PlayerRankingLists {
  listAvg: PlayerRankingRow[];
  listRbi: PlayerRankingRow[];
  listHr: PlayerRankingRow[];
  listEra: PlayerRankingRow[];
  listWin: PlayerRankingRow[];
  listSo: PlayerRankingRow[];
}

/**
 * leagueRankTeamBat row: every counted batting stat of the team (game_cnt is its games); rates
 * unrounded, null when undefined; `unrecorded`: how many of its players' lines did not record a count.
 */
export interface TeamBattingRow extends BattingStatLine {
  rank: number;
  teamId: number;
  team_name: string;
  unrecorded: StatLine['unrecorded'];
}

/** leagueRankTeamPit row: every counted pitching stat of the team; pit_inning in baseball notation, pit_outs the same as outs. */
export interface TeamPitchingRow extends PitchingStatLine {
  rank: number;
  teamId: number;
  team_name: string;
  /** The team's games. */
  game_cnt: number;
  /** SO x base innings / IP (K/9, or K/7 in a seven-inning league). */
  pit_k9: number | null;
  unrecorded: StatLine['unrecorded'];
}

/** A ranking page: the rows plus the qualification rule the page states above the table. */
export interface RankingPage<Row> {
  rows: Row[];
  /** Team games used for qualification (the most games any team of the league played). */
  teamGames: number;
  /** e.g. batters: PA >= 2.0 x team games; pitchers: innings >= 0.8 x team games. */
  qualifyMultiplier: number;
  /** The threshold in plate appearances or outs for this page's players. */
  qualifyThreshold: number;
  order: string;
}

/** Cumulative standings through the season, for the standings chart. */
export interface StandingsProgress {
  dates: string[];
  teams: { teamId: number; teamName: string; winPct: (number | null)[]; wins: number[] }[];
}

export interface LineupEntry {
  batNum: number;
  position: string | null;
  player: { playerName: string };
  teamPlayer: { backnumber: string | null } | null;
  gameId: number;
  teamId: number;
}

export interface LineupSide {
  teamId: number | null;
  submitted: boolean;
  entries: LineupEntry[];
  /** True while a submitted lineup is kept from view (services/api/docs/lineups.md): entries are then empty. */
  hidden?: boolean;
}

/** Lineups of one game: the visitor bats first. */
export interface GameOrder {
  visit: LineupSide;
  home: LineupSide;
}

/**
 * Box-score counts, named the same from the entry form and the season file through the engine to
 * the tables (columns bat_<name>, pit_<name>). The counts a paper scoresheet or an older season
 * often lacks may be null: null means "not recorded", which is not 0. A check between two counts
 * skips a null one; a total sums what was recorded and says how many lines were not recorded; a
 * rate that needs a count some lines did not record is not given.
 */
export const BATTING_COUNTS = ['pa', 'ab', 'r', 'h', 'b2', 'b3', 'hr', 'rbi', 'bb', 'ibb', 'hbp', 'so', 'sb', 'cs', 'sh', 'sf', 'gidp'] as const;
export type BattingCount = (typeof BATTING_COUNTS)[number];
/** Batting counts that may be null (not recorded). */
export const OPTIONAL_BATTING_COUNTS = ['ibb', 'hbp', 'sh', 'sf', 'cs', 'gidp'] as const satisfies readonly BattingCount[];
export type OptionalBattingCount = (typeof OPTIONAL_BATTING_COUNTS)[number];

/** The counts a batting rate needs besides H, AB and the extra-base hits (which are always recorded). */
export const BATTING_RATE_NEEDS = { obp: ['hbp', 'sf'], ops: ['hbp', 'sf'] } as const satisfies Record<string, readonly OptionalBattingCount[]>;
export type BattingRateWithNeeds = keyof typeof BATTING_RATE_NEEDS;

/** True when some lines behind a total did not record a count the rate needs (`unrecorded` keyed bat_<count>). */
export function rateLacksCounts(rate: BattingRateWithNeeds, unrecorded: Partial<Record<string, number>>): boolean {
  return BATTING_RATE_NEEDS[rate].some((count) => (unrecorded[`bat_${count}`] ?? 0) > 0);
}

/** Innings are kept as outs, never as decimals (5.1 innings = 16 outs). */
export const PITCHING_COUNTS = ['outs', 'bf', 'pitches', 'h', 'hr', 'r', 'er', 'bb', 'hbp', 'so', 'wp', 'bk'] as const;
export type PitchingCount = (typeof PITCHING_COUNTS)[number];
/** Pitching counts that may be null (not recorded): pitches, home runs allowed, hit batters. */
export const OPTIONAL_PITCHING_COUNTS = ['pitches', 'hr', 'hbp'] as const satisfies readonly PitchingCount[];
export type OptionalPitchingCount = (typeof OPTIONAL_PITCHING_COUNTS)[number];

type CountsOf<Name extends string, Optional extends Name> = { [K in Name]: K extends Optional ? number | null : number };

/** One batter's counts in one game: pa, ab, r, h, b2 (2B), b3 (3B), hr, rbi, bb (IBB included), ibb, hbp, so, sb, cs, sh, sf, gidp. */
export type BattingCounts = CountsOf<BattingCount, OptionalBattingCount>;

/** One pitcher's counts in one game. */
export type PitchingCounts = CountsOf<PitchingCount, OptionalPitchingCount>;

export interface BoxBattingRow extends BattingCounts {
  playerId: number;
  playerName: string;
  backnumber: string | null;
  batNum: number;
  position: string | null;
}

export interface BoxPitchingRow extends PitchingCounts {
  playerId: number;
  playerName: string;
  backnumber: string | null;
  order: number;
  starter: boolean;
  /** Baseball notation of outs ("5.1"). */
  inning: string;
  /** w win, l loss, s save, h hold. */
  decision: 'w' | 'l' | 's' | 'h' | null;
}

export interface BoxSide {
  teamId: number | null;
  teamName: string;
  runs: number;
  hits: number;
  errors: number;
  walks: number;
  /** Runs per inning; null for an inning not batted (the home half of a won last inning). */
  innings: (number | null)[];
  batting: BoxBattingRow[];
  pitching: BoxPitchingRow[];
}

/** GET /api/game/{id}/detail: the full box score. */
export interface GameDetail {
  /** Its `progress` is set while the record is not official yet (then winType and winnerSide are null). */
  schedule: ScheduleItem;
  /** null until the record is official (final): a game in progress has no result. */
  winType: WinType | null;
  winnerSide: GameSide | null;
  /** False for no-contest (win type 5): the lines are shown but count for nothing. */
  countsForStats: boolean;
  /** The official record was changed by a correction after it was made final ("정정됨"); the API always sends it. */
  corrected?: boolean;
  visit: BoxSide;
  home: BoxSide;
}

/** A team as its info box shows it (spec 3, Team). */
export interface TeamProfile {
  teamId: number;
  teamName: string;
  logoImg: string | null;
  director: string | null;
  managerName: string | null;
  /** Founding date 'YYYY-MM-DD'. */
  estbDt: string | null;
  playerCount: number;
}

/** GET /api/league/league/{id}/team/{teamId} */
export interface TeamDetail extends TeamProfile {
  leagueId: number;
  spoType: number;
}

/** GET /api/league/league/{id}/team/{teamId}/players */
export interface LeagueTeamPlayer {
  playerId: number;
  playerName: string;
  backnumber: string | null;
  position: string | null;
  teamRole: number;
  registerDate: string | null;
}

/** GET /api/game/{id} */
export interface GameSummary {
  gameId: number;
  visitScore: number;
  homeScore: number;
  /** null until the record is official (final): a game in progress has no result. */
  winType: WinType | null;
  winnerSide: GameSide | null;
  innings: { visit: (number | null)[]; home: (number | null)[] };
}
