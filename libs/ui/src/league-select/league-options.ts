/** A league as the select boxes show it (a season's League has more fields; these two are enough). */
export interface LeagueOption {
  leagueId: number;
  leagueName: string;
}

/** The select's value: a league id, or '' for the all-leagues entry (or nothing chosen yet). */
export type LeagueSelectValue = number | '';

export const ALL_LEAGUES_LABEL = '전체 리그';

/** Reads a <select> value back: '' stays '', anything else is the league id. */
export function parseLeagueSelectValue(raw: string): LeagueSelectValue {
  if (raw === '') return '';
  const id = Number(raw);
  return Number.isInteger(id) ? id : '';
}

/** A stable key of the list's leagues, so a re-created array with the same leagues is "no change". */
export function leagueListKey(leagues: readonly LeagueOption[]): string {
  return leagues.map((league) => league.leagueId).join(',');
}
