import { defineCodes } from '../enums/code-set';
import type { GameSide } from '../enums';
import type { ScheduleAdminRow } from './schedule-admin.types';

/** Where a game stands in the admin game list. */
export const GAME_STATES = ['scheduled', 'inProgress', 'final', 'corrected', 'cancelled', 'suspended'] as const;
export type GameState = (typeof GAME_STATES)[number];
export const gameStates = defineCodes<GameState>(GAME_STATES, {
  scheduled: '경기 전',
  inProgress: '기록 중',
  final: '종료',
  corrected: '정정됨',
  cancelled: '취소',
  suspended: '서스펜디드',
});

/** A row of the admin game list (GET /api/game/admin/list/{season}/{YYYYMM}[/{league}]). */
export interface GameAdminRow extends ScheduleAdminRow {
  state: GameState;
  /** The field score of the record (also while it is being entered); null without a record. */
  score: { visit: number; home: number } | null;
  /** Whether each side's lineup has been entered. */
  lineups: Record<GameSide, boolean>;
  /**
   * The member who last saved the record in the box-score entry, whether or not he is the game's
   * assigned scorer (`writer`); null without a record or for a record loaded from a season file.
   */
  recordedBy: { username: string } | null;
}

export interface GameAdminList {
  data: GameAdminRow[];
  /** The server's clock, ISO in Korean time. */
  serverTime: string;
}

/** An item of GET /api/game/admin/writer/{userId}: a game the member scores, with the league it belongs to. */
export interface ScorerGameRow extends GameAdminRow {
  seasonId: number;
  leaguePath: string;
  mainName: string;
}

/** GET /api/game/admin/gameCount/{season}/{league or 0}/{YYYYMM}: games per state and in all. */
export type GameStateCounts = Record<GameState, number> & { total: number };

/** One entry of a lineup as the form sends it and the admin reads it back. */
export interface GameLineupEntryInput {
  playerId: number;
  batNum: number;
  position: string | null;
}

/** A player of the side's roster as the lineup form offers him. */
export interface GameOrderPlayer {
  playerId: number;
  playerName: string;
  backnumber: string | null;
  /** The roster position (P, C, IN, OU) or null. */
  position: string | null;
  eligible: boolean;
  /** Why he may not play in this game (Korean), empty when eligible. */
  reasons: string[];
}

/** One side of GET /api/game/admin/order/{gameId}[/{teamId}]: the saved lineup and the roster. */
export interface GameOrderTeam {
  gameId: number;
  teamId: number;
  side: GameSide;
  teamName: string;
  submitted: boolean;
  entries: GameLineupEntryInput[];
  players: GameOrderPlayer[];
}

/** GET /api/game/admin/order/{gameId}: the game and both sides (null for a side whose team is not decided). */
export interface GameOrderAdmin {
  game: GameAdminRow;
  visit: GameOrderTeam | null;
  home: GameOrderTeam | null;
}
