import type { LeagueRules, Side } from '../model/game-event.types';

export type NarrationItemKind = 'plateAppearance' | 'runner' | 'substitution' | 'note';

/** One line of the 문자 중계. */
export interface NarrationItem {
  kind: NarrationItemKind;
  text: string;
  /** The pitch sequence in Korean ("1구 볼", "2구 헛스윙" …), for plate appearances; empty for the others. */
  pitches: string[];
  /** Runs scored on this item. */
  scoring: boolean;
  /** [visitor, home] after the item. */
  score: [number, number];
  /** Outs after the item (3 when it ended the half inning). */
  outs: number;
  /** [1루, 2루, 3루] occupied after the item (empty after the third out). */
  bases: [boolean, boolean, boolean];
}

export interface NarratedHalfInning {
  inning: number;
  half: Side;
  /** "3회말 홍팀 공격" */
  heading: string;
  items: NarrationItem[];
  /** "3회말 종료: 2안타 1득점" */
  summary: string;
}

export interface NarrationOptions {
  playerName: (playerId: string) => string;
  teamName: (side: Side) => string;
  rules?: LeagueRules;
}
