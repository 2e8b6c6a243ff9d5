/** Empty numbered rows shown for a lineup that has not been submitted. */
export const LINEUP_ROWS = 9;

export type BatNumKind = 'starter' | 'startingPitcher' | 'reserve';

/**
 * Batting numbers in a submitted lineup: 1 to 99 is a starter in that batting slot (with a
 * position), 0 or less is the starting pitcher (who does not bat), 100 or more is a reserve.
 * Returns null for a value that is not a whole number.
 */
export function classifyBatNum(batNum: number): BatNumKind | null {
  if (!Number.isInteger(batNum)) return null;
  if (batNum <= 0) return 'startingPitcher';
  if (batNum >= 100) return 'reserve';
  return 'starter';
}
