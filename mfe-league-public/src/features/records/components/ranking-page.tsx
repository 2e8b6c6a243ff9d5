import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PlayerRankingRow, RankingPage as RankingData, TeamBattingRow, TeamPitchingRow } from '@dugout/contracts';
import { DataTable, EmptyState, type DataTableColumn } from '@dugout/ui';
import type { SWRResponse } from 'swr';
import { PageTitle } from '../../../shared/components/page-title';
import { QueryView } from '../../../shared/components/query-view';
import { useLeague } from '../../../shared/league/league-context';
import { useBatterRanking } from '../api/get-batter-ranking';
import { usePitcherRanking } from '../api/get-pitcher-ranking';
import { useSubBatterRanking } from '../api/get-sub-batter-ranking';
import { useSubPitcherRanking } from '../api/get-sub-pitcher-ranking';
import { useTeamBattingRanking } from '../api/get-team-batting-ranking';
import { useTeamPitchingRanking } from '../api/get-team-pitching-ranking';
import { battingQualification, pitchingQualification } from '../lib/qualification';
import { batterColumns, orderDirection, pitcherColumns, teamBattingColumns, teamPitchingColumns } from '../lib/ranking-columns';
import { ScrollTable } from '../../../shared/components/scroll-table';
import { useSortedColumnInView } from '../hooks/use-sorted-column-in-view';
import { useRecordsContext } from './records-layout';
import './records.css';

type Query<Row> = SWRResponse<RankingData<Row>, unknown>;

interface RankingViewProps<Row> {
  title: string;
  query: Query<Row>;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => number;
  rule: (page: RankingData<Row>) => string;
  order: string;
  onOrderChange: (order: string) => void;
}

interface RankingTableProps<Row> {
  title: string;
  page: RankingData<Row>;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => number;
  order: string;
  busy: boolean;
  onOrderChange: (order: string) => void;
}

/**
 * The ranking in its scroll box. On a phone the rank and the player (or team) stay at the left
 * while the box scrolls (records.css), and the box opens on the column the list is sorted by.
 */
function RankingTable<Row>({ title, page, columns, rowKey, order, busy, onOrderChange }: RankingTableProps<Row>) {
  const tableRef = useRef<HTMLDivElement>(null);
  useSortedColumnInView(tableRef, order);
  return (
    <ScrollTable label={title}>
      <div className="lp-ranking" ref={tableRef} aria-busy={busy || undefined}>
        <DataTable
          stickyFirstColumn
          columns={columns}
          rows={page.rows}
          rowKey={rowKey}
          emptyMessage="등록된 기록이 없습니다."
          sort={order ? { key: order, direction: orderDirection(order) } : null}
          onSortChange={(next) => onOrderChange(next.key)}
        />
      </div>
    </ScrollTable>
  );
}

/** Title, the qualification rule above the table, and the table sorted by the server (?od=). */
function RankingView<Row>({ title, query, columns, rowKey, rule, order, onOrderChange }: RankingViewProps<Row>) {
  const { choice, leagueSelect } = useRecordsContext();
  return (
    <>
      <PageTitle title={title} tools={leagueSelect} />
      <QueryView query={query} pending={choice.pending} empty="등록된 기록이 없습니다." isEmpty={() => false} lines={8}>
        {(page) => {
          const current = order || page.order;
          return (
            <>
              <p className="lp-rule">{rule(page)}</p>
              <RankingTable
                title={title}
                page={page}
                columns={columns}
                rowKey={rowKey}
                order={current}
                busy={query.isValidating}
                onOrderChange={onOrderChange}
              />
            </>
          );
        }}
      </QueryView>
    </>
  );
}

const playerKey = (row: PlayerRankingRow) => row.playerId;
const teamKey = (row: { teamId: number }) => row.teamId;
const TEAM_RULE = '팀 기록에는 규정 타석·규정 이닝이 적용되지 않아 모든 팀이 순위에 오릅니다.';

function useOrder() {
  return useState('');
}

function TeamBattingView() {
  const { seasonId } = useLeague();
  const { choice } = useRecordsContext();
  const [order, setOrder] = useOrder();
  const query = useTeamBattingRanking(seasonId, choice.leagueId, order);
  return (
    <RankingView<TeamBattingRow>
      title="팀 타격 기록"
      query={query}
      columns={teamBattingColumns}
      rowKey={teamKey}
      rule={() => TEAM_RULE}
      order={order}
      onOrderChange={setOrder}
    />
  );
}

function TeamPitchingView() {
  const { seasonId } = useLeague();
  const { choice } = useRecordsContext();
  const [order, setOrder] = useOrder();
  const query = useTeamPitchingRanking(seasonId, choice.leagueId, order);
  return (
    <RankingView<TeamPitchingRow>
      title="팀 투수 기록"
      query={query}
      columns={teamPitchingColumns}
      rowKey={teamKey}
      rule={() => TEAM_RULE}
      order={order}
      onOrderChange={setOrder}
    />
  );
}

function BatterView({ below }: { below: boolean }) {
  const { seasonId } = useLeague();
  const { choice } = useRecordsContext();
  const [order, setOrder] = useOrder();
  const qualified = useBatterRanking(below ? null : seasonId, choice.leagueId, order);
  const sub = useSubBatterRanking(below ? seasonId : null, choice.leagueId, order);
  return (
    <RankingView<PlayerRankingRow>
      title={below ? '규정 타석 미달 타자' : '타자 순위'}
      query={below ? sub : qualified}
      columns={batterColumns}
      rowKey={playerKey}
      rule={(page) => battingQualification(page, below)}
      order={order}
      onOrderChange={setOrder}
    />
  );
}

function PitcherView({ below }: { below: boolean }) {
  const { seasonId } = useLeague();
  const { choice } = useRecordsContext();
  const [order, setOrder] = useOrder();
  const qualified = usePitcherRanking(below ? null : seasonId, choice.leagueId, order);
  const sub = useSubPitcherRanking(below ? seasonId : null, choice.leagueId, order);
  return (
    <RankingView<PlayerRankingRow>
      title={below ? '규정 이닝 미달 투수' : '투수 순위'}
      query={below ? sub : qualified}
      columns={pitcherColumns}
      rowKey={playerKey}
      rule={(page) => pitchingQualification(page, below)}
      order={order}
      onOrderChange={setOrder}
    />
  );
}

/** record/rank/{teamBat|teamPit|batter|pitcher|subbatter|subpitcher} */
export default function RankingPage() {
  const { kind } = useParams();
  switch (kind) {
    case 'teamBat':
      return <TeamBattingView key={kind} />;
    case 'teamPit':
      return <TeamPitchingView key={kind} />;
    case 'batter':
    case 'subbatter':
      return <BatterView key={kind} below={kind === 'subbatter'} />;
    case 'pitcher':
    case 'subpitcher':
      return <PitcherView key={kind} below={kind === 'subpitcher'} />;
    default:
      return <EmptyState message="요청하신 기록 화면을 찾을 수 없습니다." />;
  }
}
