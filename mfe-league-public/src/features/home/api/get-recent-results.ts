import { useApiSWR } from '@dugout/auth';
import type { ScheduleItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** Spec 9: league main shows 5 recent games. */
export const RECENT_RESULTS = 5;

const recentResultsPath = (leagueId: number) => apiPath('league', 'league', leagueId, 'gameMain', RECENT_RESULTS);

/** GET /api/league/league/{id}/gameMain/{n}: the last results of a league. */
export const useRecentResults = (leagueId: number | null) =>
  useApiSWR<ScheduleItem[]>(leagueId ? recentResultsPath(leagueId) : null);
