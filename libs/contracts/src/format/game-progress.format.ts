import type { ScheduleGameProgress } from '../api/records.types';

/** "3회말", "5회초"; "경기 전" when the line score has no entry yet. */
export function inningLabel(inning: number | null, half: 'top' | 'bottom' | null): string {
  if (inning === null) return '경기 전';
  return `${inning}회${half === 'top' ? '초' : '말'}`;
}

/**
 * How a record that is not official yet is shown in place of a result: "경기 중 · 3회말"
 * ("서스펜디드 · 5회말" for a suspended game waiting to resume), or "기록 확정 전" once the scorer
 * gave a win type (never a winner before 확정).
 */
export function gameProgressLabel(progress: Pick<ScheduleGameProgress, 'inning' | 'half' | 'awaitingFinal'>, suspended = false): string {
  if (progress.awaitingFinal) return '기록 확정 전';
  const state = suspended ? '서스펜디드' : '경기 중';
  return progress.inning === null ? state : `${state} · ${inningLabel(progress.inning, progress.half)}`;
}
