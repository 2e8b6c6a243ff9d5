import type { GameState } from '../engine/game-state.types';
import type { GameEvent, GameSetup, LeagueRules } from '../model/game-event.types';
import type { NarratedHalfInning } from '../narration/narration.types';

/** The answers of the API's plays endpoints (GET/POST /api/game/.../plays), shared with the front ends. */

/** One stored event with its number. */
export interface StoredPlay {
  seq: number;
  event: GameEvent;
}

/** Where the game stands, for the scorer's screen and the public page. */
export interface PlayStateView {
  inning: number;
  /** 0 = 초 (the visitors bat), 1 = 말. */
  half: 0 | 1;
  outs: number;
  balls: number;
  strikes: number;
  /** [visitor, home]. */
  score: [number, number];
  /** The runners on 1루, 2루, 3루 (player ids), null for an empty base. */
  bases: [string | null, string | null, string | null];
  /** The batter due up. */
  batter: { side: 0 | 1; slot: number; playerId: string | null };
  /** [visitor's, home's] pitcher now. */
  pitchers: [string, string];
  over: boolean;
  overReason: GameState['overReason'] | null;
}

export interface PlaysEditing {
  gameId: number;
  started: boolean;
  setup: GameSetup | null;
  rules: LeagueRules | null;
  events: StoredPlay[];
  lastSeq: number;
  state: PlayStateView | null;
}

export interface PlaysPublic {
  gameId: number;
  visitTeamName: string;
  homeTeamName: string;
  events: StoredPlay[];
  lastSeq: number;
  state: PlayStateView;
  narration: NarratedHalfInning[];
  /** The names of the players the game has seen (lineups, substitutes), by player id. */
  players: Record<string, string>;
}

export interface PlayWritten {
  seq: number;
  lastSeq: number;
  state: PlayStateView;
}
