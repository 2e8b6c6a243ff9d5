import { Link, useParams } from 'react-router-dom';
import { formatAvg, formatCount, formatEra, type TeamRosterStat } from '@dugout/contracts';
import { DataTable, EmptyState, type DataTableColumn } from '@dugout/ui';
import { QueryState } from '../../../shared/components/query-state';
import { ScrollTable } from '../../../shared/components/scroll-table';
import { SeasonChooser } from '../../../shared/components/season-chooser';
import { useRosterStats } from '../api/get-roster-stats';

const dash = (row: TeamRosterStat, cell: (stat: NonNullable<TeamRosterStat['stat']>) => string) => (row.stat ? cell(row.stat) : '-');

type RosterStat = NonNullable<TeamRosterStat['stat']>;

const statColumn = (key: string, header: string, cell: (stat: RosterStat) => string): DataTableColumn<TeamRosterStat> => ({
  key,
  header,
  align: 'right',
  render: (row) => dash(row, cell),
});

const STAT_COLUMNS: DataTableColumn<TeamRosterStat>[] = [
  statColumn('games', '경기', (stat) => formatCount(stat.game_cnt)),
  statColumn('ab', '타수', (stat) => formatCount(stat.bat_ab)),
  statColumn('hits', '안타', (stat) => formatCount(stat.bat_hits)),
  statColumn('hr', '홈런', (stat) => formatCount(stat.bat_hr)),
  statColumn('rbi', '타점', (stat) => formatCount(stat.bat_rbi)),
  statColumn('avg', '타율', (stat) => formatAvg(stat.bat_avg)),
  statColumn('inning', '이닝', (stat) => stat.pit_inning),
  statColumn('win', '승', (stat) => formatCount(stat.pit_win)),
  statColumn('lose', '패', (stat) => formatCount(stat.pit_lose)),
  statColumn('era', '평균자책', (stat) => formatEra(stat.pit_era)),
];

function RosterTable({ teamId, seasonId, rows }: { teamId: string; seasonId: number; rows: TeamRosterStat[] }) {
  if (rows.length === 0) return <EmptyState message="등록된 선수가 없습니다." />;
  const columns: DataTableColumn<TeamRosterStat>[] = [
    {
      key: 'player',
      header: '선수',
      rowHeader: true,
      render: (row) => (
        <>
          <Link to={`/team/${teamId}/playerstat/${row.playerId}?season=${seasonId}`}>{row.playerName}</Link>
          {row.teamRole === null ? <span className="tp-muted"> (이적)</span> : null}
        </>
      ),
    },
    { key: 'backnumber', header: '번호', render: (row) => row.backnumber ?? '-' },
    ...STAT_COLUMNS,
  ];
  return (
    <ScrollTable label="선수별 시즌 기록">
      <DataTable bare className="tp-table" caption="선수별 시즌 기록" captionHidden columns={columns} rows={rows} rowKey={(row) => row.playerId} />
    </ScrollTable>
  );
}

function SeasonRoster({ teamId, seasonId }: { teamId: string; seasonId: number }) {
  const roster = useRosterStats(teamId, seasonId);
  return (
    <QueryState query={roster} errorTitle="선수 기록을 불러오지 못했습니다">
      {(rows) => <RosterTable teamId={teamId} seasonId={seasonId} rows={rows} />}
    </QueryState>
  );
}

/** /team/{teamId}/playerlist: the roster with each player's totals in the chosen season. */
export default function PlayerListPage() {
  const teamId = useParams().teamId ?? '';
  return (
    <div className="tp-page">
      <h2>개인 기록</h2>
      <SeasonChooser teamId={teamId}>{(season) => <SeasonRoster teamId={teamId} seasonId={season.seasonId} />}</SeasonChooser>
    </div>
  );
}
