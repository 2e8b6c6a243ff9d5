import { DEFAULT_LEAGUE_RECORD_SETTINGS } from '@dugout/contracts';

/*
 * Qualifying for the rate leader boards (batting average, ERA):
 *   a batter qualifies with PA >= batterQualifyMultiplier x team games (규정타석, default 2.0),
 *   a pitcher with IP = outs / 3 >= pitcherQualifyMultiplier x team games (규정이닝, default 0.8).
 * Exactly at the threshold qualifies. Multipliers count to three decimals and the comparison is
 * done in whole numbers, so 0.8 x 15 games is exactly 12 innings (36 outs), not 12.000000000000002.
 */
const MULTIPLIER_SCALE = 1000;

function scaled(multiplier: number): number {
  if (!Number.isFinite(multiplier) || multiplier < 0) {
    throw new RangeError(`A qualifying multiplier must be zero or more, got ${multiplier}`);
  }
  return Math.round(multiplier * MULTIPLIER_SCALE);
}

export function isQualifiedBatter(
  plateAppearances: number,
  teamGames: number,
  multiplier: number = DEFAULT_LEAGUE_RECORD_SETTINGS.batterQualifyMultiplier,
): boolean {
  return plateAppearances * MULTIPLIER_SCALE >= scaled(multiplier) * teamGames;
}

export function isQualifiedPitcher(
  outs: number,
  teamGames: number,
  multiplier: number = DEFAULT_LEAGUE_RECORD_SETTINGS.pitcherQualifyMultiplier,
): boolean {
  return outs * MULTIPLIER_SCALE >= scaled(multiplier) * teamGames * 3;
}

/** The fewest whole plate appearances that qualify (규정타석 as shown to users). */
export function requiredPlateAppearances(
  teamGames: number,
  multiplier: number = DEFAULT_LEAGUE_RECORD_SETTINGS.batterQualifyMultiplier,
): number {
  return Math.ceil((scaled(multiplier) * teamGames) / MULTIPLIER_SCALE);
}

/** The fewest outs that qualify (규정이닝 x 3, rounded up to a whole out). */
export function requiredPitchingOuts(
  teamGames: number,
  multiplier: number = DEFAULT_LEAGUE_RECORD_SETTINGS.pitcherQualifyMultiplier,
): number {
  return Math.ceil((scaled(multiplier) * teamGames * 3) / MULTIPLIER_SCALE);
}
