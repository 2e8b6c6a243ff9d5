import { apiPath } from '../../../shared/lib/api-paths';

/** /api/league/admin/scheduleTemp/{leagueId}/...: the temp schedule calls of a league. */
export const tempSchedulePath = (leagueId: number, ...rest: (string | number)[]) => apiPath('league', 'admin', 'scheduleTemp', leagueId, ...rest);
