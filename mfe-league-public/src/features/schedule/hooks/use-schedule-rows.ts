import { useMemo } from 'react';
import type { ScheduleItem } from '@dugout/contracts';
import type { SWRResponse } from 'swr';
import { useLeague } from '../../../shared/league/league-context';
import { markSuspended, type ScheduleRow } from '../../../shared/lib/schedule-side';
import { useSeasonSuspended } from '../api/get-season-suspended';

/** A schedule call's items with the season's suspended games marked (divId 'suspended'). */
export function useScheduleRows<E>(query: SWRResponse<ScheduleItem[], E>) {
  const { seasonId } = useLeague();
  const suspended = useSeasonSuspended(seasonId);
  const data = useMemo<ScheduleRow[] | undefined>(
    () => (query.data ? markSuspended(query.data, suspended.data) : undefined),
    [query.data, suspended.data],
  );
  return { data, error: query.error, isLoading: query.isLoading, mutate: query.mutate };
}
