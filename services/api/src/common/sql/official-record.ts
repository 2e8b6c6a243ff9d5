/**
 * The one rule of which game records count: a record is a result (in standings, results,
 * rankings, careers and the season totals) only once it is official, i.e. made final (확정) or
 * corrected after that, and has a win type. A record being entered is a draft and counts nowhere.
 */
export const OFFICIAL_RECORD_STATES = ['final', 'corrected'] as const;

export const isOfficialRecordState = (state: string | null | undefined): boolean =>
  state === 'final' || state === 'corrected';

/** The SQL condition for a `game` row under the alias: an official record with a result. */
export const officialRecordSql = (alias: string): string =>
  `${alias}.win_type IS NOT NULL AND ${alias}.record_state IN ('final', 'corrected')`;
