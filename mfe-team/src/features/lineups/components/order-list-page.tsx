import { Link, useParams } from 'react-router-dom';
import { formatDateTime, formatOpponent, type TeamLineupGame } from '@dugout/contracts';
import { DataTable, ErrorPanel, PageHeader, Panel, Skeleton, buttonClassName, type DataTableColumn } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { useTeamOrders } from '../api/get-team-orders';
import './lineups.css';

export const lineupState = (game: TeamLineupGame) => (game.submitted ? '제출' : game.closed ? '미제출 (마감)' : '미제출');

/** /team/admin/{teamId}/orderList (라인업 제출): the team's games of today and the next 14 days. */
export function OrderListPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const orders = useTeamOrders(teamId);
  const columns: DataTableColumn<TeamLineupGame>[] = [
    { key: 'scheduleTime', header: '경기 시간', render: (game) => formatDateTime(game.scheduleTime) },
    { key: 'leagueName', header: '리그' },
    { key: 'opponent', header: '상대 팀', render: (game) => formatOpponent(game.opponent.teamName, game.side) },
    { key: 'groundName', header: '구장', render: (game) => game.groundName ?? '-' },
    {
      key: 'submitted',
      header: '우리 팀',
      render: (game) => (
        <span className="tl-badge" data-submitted={game.submitted}>
          {lineupState(game)}
        </span>
      ),
    },
    { key: 'opponentSubmitted', header: '상대 팀 제출', render: (game) => (game.opponentSubmitted ? '제출' : '미제출') },
    { key: 'deadline', header: '제출 마감', render: (game) => (game.closed ? `${formatDateTime(game.deadline)} (마감됨)` : formatDateTime(game.deadline)) },
    {
      key: 'actions',
      header: '라인업',
      align: 'center',
      render: (game) => (
        <Link
          className={buttonClassName(game.closed ? 'secondary' : 'primary', 'sm')}
          to={teamAdminPath(teamId, `orderForm/${game.leagueId}/${game.gameId}`)}
          aria-label={`${formatDateTime(game.scheduleTime)} ${game.opponent.teamName ?? '미정'}전 라인업 ${game.closed ? '보기' : '작성'}`}
        >
          {game.closed ? '보기' : game.submitted ? '수정' : '작성'}
        </Link>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="라인업 제출"
        description="오늘부터 14일 안의 경기입니다. 제출 마감(경기 시작 전) 이후에는 리그 관리자만 라인업을 바꿀 수 있습니다."
      />
      <Panel>
        {orders.error && !orders.data ? (
          <ErrorPanel title="경기 목록을 불러오지 못했습니다" message={orders.error.message} onRetry={() => void orders.mutate()} />
        ) : !orders.data ? (
          <Skeleton label="경기 목록을 불러오는 중입니다…" />
        ) : (
          <DataTable
            caption="라인업을 제출할 경기"
            columns={columns}
            rows={orders.data.data}
            rowKey={(game) => game.gameId}
            emptyMessage="14일 안에 예정된 경기가 없습니다."
            stackOnNarrow
          />
        )}
      </Panel>
    </>
  );
}
