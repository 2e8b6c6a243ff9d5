import { Link } from 'react-router-dom';
import { formatDate, formatTime, type ScheduleItem } from '@dugout/contracts';
import { DataTable, EmptyState, type DataTableColumn } from '@dugout/ui';
import { teamGameView } from '../lib/team-game';
import { ScrollTable } from './scroll-table';

interface Props {
  teamId: number;
  games: readonly ScheduleItem[];
  label: string;
  emptyMessage: string;
}

/** The team's games as one table: date, opponent (home or away), score and result, league, ground; a played game links to its box score. */
export function TeamGameTable({ teamId, games, label, emptyMessage }: Props) {
  if (games.length === 0) return <EmptyState message={emptyMessage} />;
  const columns: DataTableColumn<ScheduleItem>[] = [
    {
      key: 'scheduleTime',
      header: '일시',
      rowHeader: true,
      render: (game) => (
        <>
          {formatDate(game.scheduleTime)} <span className="tp-muted">{formatTime(game.scheduleTime)}</span>
        </>
      ),
    },
    {
      key: 'opponent',
      header: '상대',
      render: (game) => {
        const view = teamGameView(game, teamId);
        return (
          <>
            <span className="tp-side">{view.home ? '홈' : '원정'}</span> {view.opponentName}
          </>
        );
      },
    },
    { key: 'result', header: '결과', align: 'center', render: (game) => <GameResult game={game} teamId={teamId} /> },
    { key: 'league', header: '리그', render: (game) => game.league.leagueName },
    { key: 'ground', header: '구장', render: (game) => game.ground?.groundName ?? '-' },
  ];
  return (
    <ScrollTable label={label}>
      <DataTable bare className="tp-table" caption={label} captionHidden columns={columns} rows={[...games]} rowKey={(game) => game.gameId} />
    </ScrollTable>
  );
}

function GameResult({ game, teamId }: { game: ScheduleItem; teamId: number }) {
  const view = teamGameView(game, teamId);
  if (game.isCancel) return <span className="tp-cancel">{game.cancelReason || '취소'}</span>;
  if (view.ownScore === null) return <span className="tp-muted">{game.suspended ? '서스펜디드' : '예정'}</span>;
  return (
    <Link to={`/team/${teamId}/game/${game.gameId}`} className="tp-score">
      {view.result ? <span className={`tp-result tp-result--${view.result}`}>{view.result}</span> : null}
      {view.ownScore} : {view.opponentScore}
      {view.note ? <span className="tp-muted"> ({view.note})</span> : null}
    </Link>
  );
}
