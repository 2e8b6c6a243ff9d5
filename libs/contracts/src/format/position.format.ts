import { lineupPositions, positions } from '../enums';

/** Box-score positions beyond the lineup's: a pinch hitter and a pinch runner. */
const SUBSTITUTE_LABELS: Record<string, string> = { PH: '대타', PR: '대주자' };

/** Korean label of a lineup, box-score or roster position (P, C, 1B ... DH, PH, PR, IN, OU); the code itself when unknown, '' when empty. */
export function positionLabel(code: string | null | undefined): string {
  if (!code) return '';
  return lineupPositions.label(code) || SUBSTITUTE_LABELS[code] || positions.label(code) || code;
}
