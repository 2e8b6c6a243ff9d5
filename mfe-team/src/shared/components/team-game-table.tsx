import { Link } from 'react-router-dom';
import { formatDate, formatTime, type ScheduleItem } from '@dugout/contracts';
import { EmptyState } from '@dugout/ui';
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
  return (
    <ScrollTable label={label}>
      <table className="dg-table tp-table">
        <caption className="dg-visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">일시</th>
            <th scope="col">상대</th>
            <th scope="col" className="dg-table__cell--center">
              결과
            </th>
            <th scope="col">리그</th>
            <th scope="col">구장</th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => {
            const view = teamGameView(game, teamId);
            return (
              <tr key={game.gameId}>
                <th scope="row">
                  {formatDate(game.scheduleTime)} <span className="tp-muted">{formatTime(game.scheduleTime)}</span>
                </th>
                <td>
                  <span className="tp-side">{view.home ? '홈' : '원정'}</span> {view.opponentName}
                </td>
                <td className="dg-table__cell--center">
                  {game.isCancel ? (
                    <span className="tp-cancel">{game.cancelReason || '취소'}</span>
                  ) : view.ownScore === null ? (
                    <span className="tp-muted">{game.suspended ? '서스펜디드' : '예정'}</span>
                  ) : (
                    <Link to={`/team/${teamId}/game/${game.gameId}`} className="tp-score">
                      {view.result ? <span className={`tp-result tp-result--${view.result}`}>{view.result}</span> : null}
                      {view.ownScore} : {view.opponentScore}
                      {view.note ? <span className="tp-muted"> ({view.note})</span> : null}
                    </Link>
                  )}
                </td>
                <td>{game.league.leagueName}</td>
                <td>{game.ground?.groundName ?? '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}
