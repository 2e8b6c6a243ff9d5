import type { ReactNode } from 'react';
import { ErrorPanel, Panel, Skeleton } from '@dugout/ui';
import type { SeasonMonthLeague } from '../hooks/use-season-month-league';
import { SeasonMonthLeagueFields, type SeasonMonthLeagueFieldsProps } from './season-month-league-fields';

export interface SeasonMonthLeagueListProps extends SeasonMonthLeagueFieldsProps {
  header: ReactNode;
  title: string;
  /** Above the list, inside its panel. */
  notice?: ReactNode;
  /** The list of the season shown; the frame says when the league has no season yet. */
  children: (seasonId: number, filter: SeasonMonthLeague) => ReactNode;
}

/** The frame of the schedule and game lists: the header, the season/month/league fields and the list's panel. */
export function SeasonMonthLeagueList({ header, title, notice, filter, onChange, children }: SeasonMonthLeagueListProps) {
  if (filter.base.error) {
    return (
      <>
        {header}
        <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={() => void filter.base.mutate()} />
      </>
    );
  }
  return (
    <>
      {header}
      <SeasonMonthLeagueFields filter={filter} onChange={onChange} />
      <Panel title={title}>
        {notice}
        {!filter.base.data ? (
          <Skeleton lines={3} />
        ) : !filter.seasonId ? (
          <p>등록된 시즌이 없습니다. 시즌 관리에서 시즌을 먼저 만들어 주세요.</p>
        ) : (
          children(filter.seasonId, filter)
        )}
      </Panel>
    </>
  );
}
