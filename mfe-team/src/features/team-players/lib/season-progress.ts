import type { PlayerGameLog } from '@dugout/contracts';

export interface ProgressPoint {
  gameId: number;
  scheduleTime: string;
  /** Batting average after this game (H / AB so far); null before the first at-bat. */
  avg: number | null;
  hits: number;
  atBats: number;
}

/** The season's progress game by game: the running batting average after each game. */
export function seasonProgress(log: PlayerGameLog): ProgressPoint[] {
  let hits = 0;
  let atBats = 0;
  return log.map((line) => {
    hits += line.batting.bat_hits;
    atBats += line.batting.bat_ab;
    return { gameId: line.gameId, scheduleTime: line.scheduleTime, avg: atBats === 0 ? null : hits / atBats, hits, atBats };
  });
}
