import type { GameEvent, GameSetup, LeagueRules } from '../model/game-event.types';

/** One game of a Retrosheet event file, in the product's model. */
export interface RetrosheetGame {
  setup: GameSetup;
  /** `info` records in file order. */
  info: [string, string][];
  version?: string;
  rules: LeagueRules;
  events: GameEvent[];
  /** `data,er` records: the official earned runs per pitcher (a check, not the source). */
  earnedRuns: Record<string, number>;
}

export interface RosterPlayer {
  id: string;
  lastName: string;
  firstName: string;
  bats: string;
  throws: string;
  team: string;
  position: string;
}

export interface TeamEntry {
  code: string;
  league: string;
  city: string;
  nickname: string;
}

/** A read error: names the game, the line and the reason (Korean). */
export class RetrosheetReadError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly gameId?: string,
  ) {
    super(`${gameId ? `경기 ${gameId}, ` : ''}${line}번째 줄: ${reason}`);
    this.name = 'RetrosheetReadError';
  }
}
