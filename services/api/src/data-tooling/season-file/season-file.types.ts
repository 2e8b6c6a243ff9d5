import type {
  BattingCounts,
  BatThrw,
  GameSide,
  LeagueRecordSettings,
  PitcherResult,
  PitchingCounts,
  Position,
  SportType,
  TeamRole,
  WinType,
} from '@dugout/contracts';

/**
 * The season file: one league main's one season, everything needed to fill the relational
 * tables (teams, players, memberships, schedule, box scores, lineups) in one transaction.
 * docs/season-file-format.md describes every field; the demo generator writes this format and
 * the importer reads it.
 *
 * Keys are strings chosen by the file's author, unique within their list. The same team,
 * player or ground key in another file of the same league main means the same thing, so a
 * league that brings ten past seasons keeps one row per team and player. League and game keys
 * belong to their season only.
 */
export const SEASON_FILE_FORMAT_VERSION = 1;

/** YYYY-MM-DD. */
export type IsoDate = string;
/** YYYY-MM-DDTHH:mm[:ss]+09:00 (Korean time, no other offset). */
export type SeoulDateTime = string;

export interface SeasonFile {
  formatVersion: typeof SEASON_FILE_FORMAT_VERSION;
  /** Free text: who or what wrote the file (not imported). */
  source?: string | null;
  leagueMain: SeasonFileLeagueMain;
  season: SeasonFileSeason;
  leagues: SeasonFileLeague[];
  grounds: SeasonFileGround[];
  teams: SeasonFileTeam[];
  players: SeasonFilePlayer[];
  leagueTeams: SeasonFileLeagueTeam[];
  leaguePlayers: SeasonFileLeaguePlayer[];
  games: SeasonFileGame[];
}

/** Matched by leaguePath; created with this name when no main has the path. */
export interface SeasonFileLeagueMain {
  leaguePath: string;
  mainName: string;
}

export interface SeasonFileSeason {
  seasonName: string;
  beginDate: IsoDate;
  endDate: IsoDate;
  /** True makes this the main's one active season (the importer clears the flag elsewhere). */
  active: boolean;
}

/** The record-engine settings of one league; a missing field keeps the product default. */
export type SeasonFileLeagueSettings = Partial<
  Pick<
    LeagueRecordSettings,
    'pointsWin' | 'pointsDraw' | 'pointsLoss' | 'eraBaseInnings' | 'batterQualifyMultiplier' | 'pitcherQualifyMultiplier' | 'forfeitRuns'
  >
> & {
  tiebreakOrder?: LeagueRecordSettings['tiebreakOrder'][number][];
  /** Innings in a regulation game (7 in most Korean amateur leagues). Informational. */
  regulationInnings?: number;
};

export interface SeasonFileLeague {
  key: string;
  leagueName: string;
  settings?: SeasonFileLeagueSettings | null;
}

export interface SeasonFileGround {
  key: string;
  groundName: string;
}

export interface SeasonFileTeam {
  key: string;
  teamName: string;
  /** 1 an ordinary team; 9 a placeholder ("토요리그 1위") shown as plain text, without players. */
  spoType: SportType;
  /** Logo file name under the team-logo storage, or null for the default image. */
  logo?: string | null;
  /** null when the source does not name one (old seasons often do not). */
  director: string | null;
  managerName: string | null;
  /** Founding date; null when unknown. */
  estbDt: IsoDate | null;
}

/** A player and the player's membership of one team in this season. */
export interface SeasonFilePlayer {
  key: string;
  playerName: string;
  /** YYYYMMDD, as everywhere else in the product. */
  birthday?: string | null;
  gender?: 'M' | 'F' | null;
  position: Position;
  /** null: not known (old sources). */
  batThrw: BatThrw | null;
  teamKey: string;
  backnumber: number | null;
  teamRole: TeamRole;
}

export interface SeasonFileLeagueTeam {
  leagueKey: string;
  teamKey: string;
}

/** A player registered to play in a league (선수 등록). */
export interface SeasonFileLeaguePlayer {
  leagueKey: string;
  playerKey: string;
  registerDate: IsoDate;
}

/** 'Y' or 'N', the spec's dayNight flag of a schedule item (Y locks the matchup in the admin form). */
export type DayNight = 'Y' | 'N';

export interface SeasonFileGame {
  key: string;
  leagueKey: string;
  gameName?: string | null;
  scheduleTime: SeoulDateTime;
  groundKey: string | null;
  /** null: team not decided yet ("팀 미정"). */
  visitTeamKey: string | null;
  homeTeamKey: string | null;
  /** Set when that side's team plays as a guest from another league of the season (교류전). */
  visitInterleagueLeagueKey?: string | null;
  homeInterleagueLeagueKey?: string | null;
  /** The scorer (기록원) as a member's e-mail; the importer links the member when one exists. */
  scorerEmail?: string | null;
  isCancel: boolean;
  /** Required when isCancel (at most 5 characters, usually "우천취소"), otherwise null. */
  cancelReason: string | null;
  /** In the season's suspended-games list (서스펜디드). */
  suspended: boolean;
  dayNight: DayNight;
  record?: SeasonFileGameRecord | null;
  lineups?: SeasonFileLineup[];
}

export interface SeasonFileSideTotals {
  runs: number;
  hits: number;
  errors: number;
  /** Bases on balls plus hit by pitch (사사구), as on a Korean scoreboard. */
  walks: number;
}

export interface SeasonFileGameRecord {
  /** null only while a suspended game waits to be resumed. */
  winType: WinType | null;
  /**
   * The winner when the win type names it (몰수승, 기권승, 추첨승, a level 승부치기); otherwise
   * the side with more runs, or null for a draw, 노게임 or 양팀 몰수패.
   */
  winnerSide: GameSide | null;
  /**
   * Runs per half inning. home may be one shorter than visit (called in the top half), and its
   * last entry may be null: the home team did not need to bat ("X").
   */
  lineScore: { visit: (number | null)[]; home: (number | null)[] };
  visit: SeasonFileSideTotals;
  home: SeasonFileSideTotals;
  batting: SeasonFileBattingLine[];
  pitching: SeasonFilePitchingLine[];
}

/** Defensive positions in a lineup or box score; PH pinch hitter and PR pinch runner in box scores. */
export const FIELD_POSITIONS = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH'] as const;
export type FieldPosition = (typeof FIELD_POSITIONS)[number];
export const BOX_POSITIONS = [...FIELD_POSITIONS, 'PH', 'PR'] as const;
export type BoxPosition = (typeof BOX_POSITIONS)[number];

export interface SeasonFileBattingLine extends BattingCounts {
  playerKey: string;
  side: GameSide;
  /** Batting slot 1..99. */
  batNum: number;
  /** 0 for the player who started in the slot, 1, 2, ... for later players in the same slot. */
  subOrder: number;
  position: BoxPosition;
}

export interface SeasonFilePitchingLine extends PitchingCounts {
  playerKey: string;
  side: GameSide;
  /** 1 for the starter, then the relievers in the order they came in. */
  order: number;
  starter: boolean;
  /** null when the league did not count pitches. */
  pitches: number | null;
  decision: PitcherResult | null;
}

export interface SeasonFileLineup {
  side: GameSide;
  /** Batting numbers: 1..99 starter in that slot (with a position), 0 or less the starting pitcher, 100+ reserves. */
  entries: SeasonFileLineupEntry[];
}

export interface SeasonFileLineupEntry {
  playerKey: string;
  batNum: number;
  /** Required for starters and the starting pitcher (P); optional for reserves. */
  position: FieldPosition | null;
}

export interface SeasonFileError {
  /** yup-style path into the file: games[12].record.batting[3].ab ('' for the whole file). */
  path: string;
  message: string;
  /** 1-based line in the JSON text, when the file was read from text. */
  line?: number;
}
