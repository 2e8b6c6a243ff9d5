import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime, type TeamAdminDashboard, type TeamDashboardGame } from '@dugout/contracts';
import { PageHeader, Panel, Skeleton } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { useTeamDashboard } from '../api/get-team-dashboard';
import './dashboard.css';

function NextGame({ game }: { game: TeamDashboardGame }) {
  return (
    <li className="dg-team-dashboard__game">
      <span className="dg-team-dashboard__time">{formatDateTime(game.scheduleTime)}</span>{' '}
      <strong>vs {game.opponentName ?? '팀 미정'}</strong> ({game.home ? '홈' : '원정'})
      <span className="dg-team-dashboard__meta">
        {' '}
        {game.leagueName}
        {game.groundName ? ` · ${game.groundName}` : ''}
      </span>
    </li>
  );
}

function NextGames({ games }: { games: TeamDashboardGame[] }) {
  if (games.length === 0) return <p>예정된 경기가 없습니다.</p>;
  return (
    <ul className="dg-team-dashboard__games">
      {games.map((game) => (
        <NextGame key={game.gameId} game={game} />
      ))}
    </ul>
  );
}

/** A panel's body from the dashboard answer: skeleton while loading, a short Korean error, or the figures. */
function Figures({
  failed,
  data,
  children,
}: {
  failed: boolean;
  data: TeamAdminDashboard | undefined;
  children: (data: TeamAdminDashboard) => ReactNode;
}) {
  if (failed) return <p role="alert">현황을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>;
  if (!data) return <Skeleton lines={2} />;
  return <>{children(data)}</>;
}

/** The team staff portal's dashboard: next games, lineups still to submit, pending join requests. */
export function DashboardPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const dashboard = useTeamDashboard(teamId);
  const figures = { failed: Boolean(dashboard.error), data: dashboard.data };

  return (
    <>
      <PageHeader title="대시보드" />
      <div className="dg-team-dashboard">
        <Panel title="다음 경기">
          <Figures {...figures}>{(data) => <NextGames games={data.nextGames} />}</Figures>
        </Panel>
        <Panel title="제출할 라인업">
          <Figures {...figures}>
            {(data) => (
              <>
                <p>
                  <Link to={teamAdminPath(teamId, 'orderList')}>
                    라인업 미제출 경기 <strong>{data.lineupsToSubmit}</strong>경기
                  </Link>
                </p>
                <p className="dg-team-dashboard__note">앞으로 14일 안의 경기 중 우리 팀 라인업을 내지 않은 경기입니다.</p>
              </>
            )}
          </Figures>
        </Panel>
        <Panel title="가입 대기">
          <Figures {...figures}>
            {(data) =>
              data.pendingJoinRequests === null ? (
                <>
                  <p>승인을 기다리는 가입 신청</p>
                  <p className="dg-team-dashboard__note">가입 승인 기능이 열리면 이곳에 표시됩니다.</p>
                </>
              ) : (
                <p>
                  <Link to={teamAdminPath(teamId, 'joinTeam')}>
                    대기 중인 가입 신청 <strong>{data.pendingJoinRequests}</strong>건
                  </Link>
                </p>
              )
            }
          </Figures>
        </Panel>
      </div>
    </>
  );
}
