import { useApiSWR } from '@dugout/auth';
import type { ScheduleItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** Spec 9: league main shows 5 schedules. */
export const UPCOMING_GAMES = 5;

const upcomingPath = (leagueId: number) => apiPath('league', 'league', leagueId, 'scheduleMain', UPCOMING_GAMES);

/** GET /api/league/league/{id}/scheduleMain/{n}: the next games of a league, not cancelled. */
export const useUpcomingGames = (leagueId: number | null) => useApiSWR<ScheduleItem[]>(leagueId ? upcomingPath(leagueId) : null);
