import { useApiSWR, withQuery } from '@dugout/auth';
import type { ScheduleItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const leagueResultsPath = (leagueId: number, all: boolean) =>
  withQuery(apiPath('league', 'league', leagueId, 'scheduleGame'), { all: all || undefined });

/** GET /api/league/league/{id}/scheduleGame[?all=true]: games with a record, newest first. */
export const useLeagueResults = (leagueId: number | null, all = false) =>
  useApiSWR<ScheduleItem[]>(leagueId ? leagueResultsPath(leagueId, all) : null);
