import { useApiSWR, withQuery } from '@dugout/auth';
import type { ScheduleConflicts } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export interface ConflictCheck {
  leagueId: number | null;
  /** yyyy-MM-dd HH:mm; no check without it. */
  time: string | null;
  teamIds: number[];
  groundId: number | null;
  excludeGameId: number | null;
}

/** GET .../schedule/conflicts: games of the same team or ground near the time (a warning only). */
export function useScheduleConflicts({ leagueId, time, teamIds, groundId, excludeGameId }: ConflictCheck) {
  const wanted = leagueId && time && (teamIds.length > 0 || groundId);
  return useApiSWR<ScheduleConflicts>(
    wanted
      ? withQuery(apiPath('league', 'league', leagueId, 'schedule', 'conflicts'), {
          time,
          teamIds: teamIds.join(','),
          groundId: groundId ?? undefined,
          excludeGameId: excludeGameId ?? undefined,
        })
      : null,
  );
}
