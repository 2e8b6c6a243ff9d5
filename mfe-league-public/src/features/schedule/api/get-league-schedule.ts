import { useApiSWR, withQuery } from '@dugout/auth';
import type { ScheduleItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const leagueSchedulePath = (leagueId: number, all: boolean) =>
  withQuery(apiPath('league', 'league', leagueId, 'schedule'), { all: all || undefined });

/** GET /api/league/league/{id}/schedule[?all=true]: every game by time (all=true: every league of the season). */
export const useLeagueSchedule = (leagueId: number | null, all = false) =>
  useApiSWR<ScheduleItem[]>(leagueId ? leagueSchedulePath(leagueId, all) : null);
