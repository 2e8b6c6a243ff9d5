import { useParams } from 'react-router-dom';
import type { TeamPageSeason } from '@dugout/contracts';
import { QueryState } from '../../../shared/components/query-state';
import { SeasonChooser } from '../../../shared/components/season-chooser';
import { TeamGameTable } from '../../../shared/components/team-game-table';
import { useTeamSeasonGames } from '../api/get-team-season-games';

type Mode = 'schedule' | 'results';

const TITLES = { schedule: '일정', results: '경기 결과' } as const;
const EMPTY = { schedule: '등록된 일정이 없습니다.', results: '경기 결과가 없습니다.' } as const;

function SeasonGames({ teamId, season, mode }: { teamId: string; season: TeamPageSeason; mode: Mode }) {
  const games = useTeamSeasonGames(teamId, season.seasonId);
  return (
    <QueryState query={games} errorTitle={`${TITLES[mode]}을 불러오지 못했습니다`}>
      {(items) => (
        <TeamGameTable
          teamId={Number(teamId)}
          games={mode === 'schedule' ? items : items.filter((item) => item.game !== null).reverse()}
          label={TITLES[mode]}
          emptyMessage={EMPTY[mode]}
        />
      )}
    </QueryState>
  );
}

/** /team/{teamId}/schedule (every game of the season) and /gamelist (the played ones, newest first). */
export default function SeasonGamesPage({ mode }: { mode: Mode }) {
  const teamId = useParams().teamId ?? '';
  return (
    <div className="tp-page">
      <h2>{TITLES[mode]}</h2>
      <SeasonChooser teamId={teamId}>{(season) => <SeasonGames teamId={teamId} season={season} mode={mode} />}</SeasonChooser>
    </div>
  );
}
