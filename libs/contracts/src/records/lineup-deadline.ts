import { seoulInstant, type DateInput } from '../format/datetime.format';

/** Minutes before the game time that a league main's lineups close when the main has not set its own. */
export const DEFAULT_LINEUP_DEADLINE_MINUTES = 30;
/** The setting's range: from the game time itself up to a week before. */
export const LINEUP_DEADLINE_LIMITS = { min: 0, max: 7 * 24 * 60 } as const;

/** The instant (epoch ms) a game's lineups close: `minutes` before the game time. */
export function lineupDeadline(scheduleTime: DateInput, minutes: number): number {
  const start = seoulInstant(scheduleTime);
  if (start === null) throw new Error(`경기 시간이 올바르지 않습니다: ${String(scheduleTime)}`);
  return start - minutes * 60_000;
}

/** Whether the deadline has passed at `now` (at the deadline itself the lineups are closed). */
export const lineupClosed = (deadline: number, now: number): boolean => now >= deadline;

/**
 * Whether a game's lineups may be shown to anyone but their own team and the league's managers:
 * once both sides have submitted, or once the deadline has passed. Before that neither side
 * sees the other's batting order (the submitted flags are always shown).
 */
export function lineupsRevealed(sides: { visitSubmitted: boolean; homeSubmitted: boolean }, deadline: number, now: number): boolean {
  return (sides.visitSubmitted && sides.homeSubmitted) || lineupClosed(deadline, now);
}
