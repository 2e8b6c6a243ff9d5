/**
 * Live scores (GET /api/live/scores and /api/live/game/{id}, text/event-stream).
 * Events: `snapshot` (LiveScoresSnapshot, on connect) then `score` (LiveGame, after each save).
 */

/** scheduled: no record yet; live: a record being entered; final: the result; cancelled. */
export type LiveGameState = 'scheduled' | 'live' | 'final' | 'cancelled';

export interface LiveGameSide {
  teamId: number | null;
  teamName: string;
  /** null before a record exists. */
  score: number | null;
}

export interface LiveGame {
  gameId: number;
  leagueId: number;
  leagueName: string;
  mainId: number;
  leaguePath: string;
  /** ISO date-time with +09:00. */
  scheduleTime: string;
  state: LiveGameState;
  visit: LiveGameSide;
  home: LiveGameSide;
  /** The last inning with an entry in the line score, or null without one. */
  inning: number | null;
  /** 'top' while the home half of that inning has no entry yet. */
  half: 'top' | 'bottom' | null;
}

export interface LiveScoresSnapshot {
  /** Games with a record being entered today (Korean day). */
  live: LiveGame[];
  /** Today's other games: results and games still to start. */
  today: LiveGame[];
  /** The next games after today when today has none. */
  next: LiveGame[];
}

/** The event names of the live streams. */
export const LIVE_EVENT = { snapshot: 'snapshot', score: 'score' } as const;

/** How long a browser waits before reconnecting (the stream's `retry:` hint), in ms. */
export const LIVE_RETRY_MS = 3000;
