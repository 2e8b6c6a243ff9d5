import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { formatRecord, formatWinPct, type TeamPageSeason } from '@dugout/contracts';
import { DataTable, EmptyState, type DataTableColumn } from '@dugout/ui';
import { useTeamSeasons } from '../../../shared/api/get-team-seasons';
import { QueryState } from '../../../shared/components/query-state';
import { ScrollTable } from '../../../shared/components/scroll-table';
import { TeamGameTable } from '../../../shared/components/team-game-table';
import { useTeamNextGames } from '../api/get-team-next-games';
import { useTeamRecentResults } from '../api/get-team-recent-results';

/** The team home lists 5 of each, like the league home (spec 9). */
const LIST_SIZE = 5;

type LeagueStanding = TeamPageSeason['leagues'][number];
type Standing = NonNullable<LeagueStanding['standing']>;

/** A league without a standing says so across the four columns of the standing. */
const standingColumn = (key: string, header: string, cell: (standing: Standing) => ReactNode, align?: 'right'): DataTableColumn<LeagueStanding> => ({
  key,
  header,
  align,
  render: (league) => (league.standing ? cell(league.standing) : '순위 기록이 없습니다.'),
});

const STANDING_COLUMNS: DataTableColumn<LeagueStanding>[] = [
  { key: 'league', header: '리그', rowHeader: true, render: (league) => league.leagueName },
  {
    ...standingColumn('rank', '순위', (standing) => `${standing.rank} / ${standing.teamCount}`),
    align: 'right',
    colSpan: (league) => (league.standing ? 1 : 4),
  },
  standingColumn('record', '전적', (standing) => formatRecord(standing.win, standing.draw, standing.lose)),
  standingColumn('winPct', '승률', (standing) => formatWinPct(standing.winPct), 'right'),
  standingColumn('point', '승점', (standing) => standing.point, 'right'),
];

function Standings({ season }: { season: TeamPageSeason }) {
  return (
    <ScrollTable label="리그별 순위 표">
      <DataTable
        bare
        className="tp-table"
        caption={`${season.seasonName} · ${season.mainName}`}
        columns={STANDING_COLUMNS}
        rows={season.leagues}
        rowKey={(league) => league.leagueId}
      />
    </ScrollTable>
  );
}

/** /team/{teamId}/main: the next games, the last results and the team's standing in each league of its newest season. */
export default function TeamHomePage() {
  const teamId = useParams().teamId ?? '';
  const next = useTeamNextGames(teamId, LIST_SIZE);
  const recent = useTeamRecentResults(teamId, LIST_SIZE);
  const seasons = useTeamSeasons(teamId);
  return (
    <div className="tp-page">
      <h2 className="dg-visually-hidden">팀 홈</h2>
      <section className="tp-section" aria-labelledby="tp-next">
        <h3 id="tp-next">다음 경기</h3>
        <QueryState query={next} errorTitle="다음 경기를 불러오지 못했습니다">
          {(games) => <TeamGameTable teamId={Number(teamId)} games={games} label="다음 경기 목록" emptyMessage="등록된 일정이 없습니다." />}
        </QueryState>
      </section>
      <section className="tp-section" aria-labelledby="tp-recent">
        <h3 id="tp-recent">최근 경기 결과</h3>
        <QueryState query={recent} errorTitle="최근 경기 결과를 불러오지 못했습니다">
          {(games) => <TeamGameTable teamId={Number(teamId)} games={games} label="최근 경기 결과 목록" emptyMessage="경기 결과가 없습니다." />}
        </QueryState>
      </section>
      <section className="tp-section" aria-labelledby="tp-standing">
        <h3 id="tp-standing">리그 순위</h3>
        <QueryState query={seasons} errorTitle="리그 순위를 불러오지 못했습니다">
          {(list) => (list[0] ? <Standings season={list[0]} /> : <EmptyState message="참가한 리그가 없습니다." />)}
        </QueryState>
      </section>
    </div>
  );
}
