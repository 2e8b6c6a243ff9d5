import type { ReactNode } from 'react';
import type { TeamPageSeason } from '@dugout/contracts';
import { EmptyState } from '@dugout/ui';
import { useTeamSeasons } from '../api/get-team-seasons';
import { useSeasonParam } from '../hooks/use-season-param';
import { QueryState } from './query-state';
import { SeasonSelect } from './season-select';

/** A page by season: the team's seasons to choose from (?season=), then the page's content for the chosen one. */
export function SeasonChooser({ teamId, children }: { teamId: string; children: (season: TeamPageSeason) => ReactNode }) {
  const seasons = useTeamSeasons(teamId);
  const { season, choose } = useSeasonParam(seasons.data);
  return (
    <QueryState query={seasons} errorTitle="시즌 목록을 불러오지 못했습니다">
      {(list) =>
        season ? (
          <>
            <div className="tp-toolbar">
              <SeasonSelect seasons={list} value={season.seasonId} onChange={choose} />
            </div>
            {children(season)}
          </>
        ) : (
          <EmptyState message="등록된 기록이 없습니다." />
        )
      }
    </QueryState>
  );
}
