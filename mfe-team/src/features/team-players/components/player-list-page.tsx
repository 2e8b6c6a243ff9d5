import { Link, useParams } from 'react-router-dom';
import { formatAvg, formatCount, formatEra, type TeamRosterStat } from '@dugout/contracts';
import { EmptyState } from '@dugout/ui';
import { QueryState } from '../../../shared/components/query-state';
import { ScrollTable } from '../../../shared/components/scroll-table';
import { SeasonChooser } from '../../../shared/components/season-chooser';
import { useRosterStats } from '../api/get-roster-stats';

const dash = (row: TeamRosterStat, cell: (stat: NonNullable<TeamRosterStat['stat']>) => string) => (row.stat ? cell(row.stat) : '-');

function RosterTable({ teamId, seasonId, rows }: { teamId: string; seasonId: number; rows: TeamRosterStat[] }) {
  if (rows.length === 0) return <EmptyState message="등록된 선수가 없습니다." />;
  return (
    <ScrollTable label="선수별 시즌 기록">
      <table className="dg-table tp-table">
        <caption className="dg-visually-hidden">선수별 시즌 기록</caption>
        <thead>
          <tr>
            <th scope="col">선수</th>
            <th scope="col">번호</th>
            <th scope="col" className="dg-table__cell--right">경기</th>
            <th scope="col" className="dg-table__cell--right">타수</th>
            <th scope="col" className="dg-table__cell--right">안타</th>
            <th scope="col" className="dg-table__cell--right">홈런</th>
            <th scope="col" className="dg-table__cell--right">타점</th>
            <th scope="col" className="dg-table__cell--right">타율</th>
            <th scope="col" className="dg-table__cell--right">이닝</th>
            <th scope="col" className="dg-table__cell--right">승</th>
            <th scope="col" className="dg-table__cell--right">패</th>
            <th scope="col" className="dg-table__cell--right">평균자책</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.playerId}>
              <th scope="row">
                <Link to={`/team/${teamId}/playerstat/${row.playerId}?season=${seasonId}`}>{row.playerName}</Link>
                {row.teamRole === null ? <span className="tp-muted"> (이적)</span> : null}
              </th>
              <td>{row.backnumber ?? '-'}</td>
              <td className="dg-table__cell--right">{dash(row, (stat) => formatCount(stat.game_cnt))}</td>
              <td className="dg-table__cell--right">{dash(row, (stat) => formatCount(stat.bat_ab))}</td>
              <td className="dg-table__cell--right">{dash(row, (stat) => formatCount(stat.bat_hits))}</td>
              <td className="dg-table__cell--right">{dash(row, (stat) => formatCount(stat.bat_hr))}</td>
              <td className="dg-table__cell--right">{dash(row, (stat) => formatCount(stat.bat_rbi))}</td>
              <td className="dg-table__cell--right">{dash(row, (stat) => formatAvg(stat.bat_avg))}</td>
              <td className="dg-table__cell--right">{dash(row, (stat) => stat.pit_inning)}</td>
              <td className="dg-table__cell--right">{dash(row, (stat) => formatCount(stat.pit_win))}</td>
              <td className="dg-table__cell--right">{dash(row, (stat) => formatCount(stat.pit_lose))}</td>
              <td className="dg-table__cell--right">{dash(row, (stat) => formatEra(stat.pit_era))}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
