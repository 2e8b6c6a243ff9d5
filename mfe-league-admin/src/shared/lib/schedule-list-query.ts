/**
 * The schedule list's choices in its address (schedule?season=&month=&league=), so a link from
 * another screen (the applied schedule, say) opens the right season, month and league, and a
 * reload keeps them.
 */
export interface ScheduleListQuery {
  seasonId?: number | null;
  /** YYYYMM */
  month?: string | null;
  leagueId?: number | null;
}

const SCHEDULE_LIST_SCREEN = 'schedule';

const idOf = (value: string | null): number | null => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** The list's screen under /league/{path}/admin/ with the choices given. */
export function scheduleListScreen(query: ScheduleListQuery = {}): string {
  const params = new URLSearchParams();
  if (query.seasonId) params.set('season', String(query.seasonId));
  if (query.month) params.set('month', query.month);
  if (query.leagueId) params.set('league', String(query.leagueId));
  const search = params.toString();
  return search ? `${SCHEDULE_LIST_SCREEN}?${search}` : SCHEDULE_LIST_SCREEN;
}

/** The choices an address carries; what is missing or malformed is null. */
export function readScheduleListQuery(search: URLSearchParams): Required<ScheduleListQuery> {
  const month = search.get('month');
  return {
    seasonId: idOf(search.get('season')),
    month: month && /^\d{6}$/.test(month) ? month : null,
    leagueId: idOf(search.get('league')),
  };
}

/** YYYYMM of a YYYY-MM-DD day or an ISO date-time. */
export const monthOfDay = (day: string): string => `${day.slice(0, 4)}${day.slice(5, 7)}`;
