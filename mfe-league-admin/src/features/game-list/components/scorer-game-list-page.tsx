import { Link, useParams } from 'react-router-dom';
import { useSession } from '@dugout/auth';
import { formatDateTime } from '@dugout/contracts';
import { buttonClassName, DataTable, ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { adminPath } from '../../../shared/lib/admin-paths';
import { useScorerGames } from '../api/get-scorer-games';
import { gameScreens, GameStateBadge, sideName } from './game-list-page';

/**
 * 내 기록 경기: the games of this league the member scores without a manager grade (schedule.writer_id),
 * with the links to their record entry and lineups. Cancelled games and games older than 60 days are not listed.
 */
export function ScorerGameListPage() {
  const { path = '' } = useParams<{ path: string }>();
  const session = useSession();
  const games = useScorerGames(session?.userId);
  const rows = games.data?.filter((row) => row.leaguePath === path) ?? [];
  return (
    <>
      <PageHeader title="내 기록 경기" description="기록원으로 배정된 경기의 기록과 라인업을 입력합니다. 기록 확정은 리그 운영진이 합니다." />
      <Panel title="배정된 경기">
        {games.error ? (
          <ErrorPanel title="배정된 경기를 불러오지 못했습니다" message={games.error.message} onRetry={() => void games.mutate()} />
        ) : !games.data ? (
          <Skeleton lines={4} />
        ) : (
          <DataTable
            rows={rows}
            rowKey={(row) => row.gameId}
            emptyMessage="기록원으로 배정된 경기가 없습니다."
            columns={[
              { key: 'league', header: '리그', render: (row) => row.league.leagueName },
              { key: 'scheduleTime', header: '경기 일시', render: (row) => formatDateTime(row.scheduleTime) },
              { key: 'visit', header: '원정', render: (row) => sideName(row, 'visit') },
              { key: 'score', header: '점수', render: (row) => (row.score ? `${row.score.visit} : ${row.score.home}` : '-') },
              { key: 'home', header: '홈', render: (row) => sideName(row, 'home') },
              { key: 'state', header: '상태', render: (row) => <GameStateBadge state={row.state} /> },
              {
                key: 'actions',
                header: '입력',
                render: (row) =>
                  row.visitTeamId !== null && row.homeTeamId !== null ? (
                    <div role="group" aria-label={`${formatDateTime(row.scheduleTime)} ${sideName(row, 'visit')} 대 ${sideName(row, 'home')} 입력`} style={{ display: 'flex', gap: '0.25rem' }}>
                      <Link className={buttonClassName('primary', 'sm')} to={adminPath(path, gameScreens.result(row.seasonId, row.leagueId, row.gameId))}>
                        기록 입력
                      </Link>
                      <Link className={buttonClassName('secondary', 'sm')} to={adminPath(path, gameScreens.order(row.seasonId, row.leagueId, row.gameId))}>
                        라인업
                      </Link>
                    </div>
                  ) : (
                    '팀 미정'
                  ),
              },
            ]}
          />
        )}
      </Panel>
    </>
  );
}
