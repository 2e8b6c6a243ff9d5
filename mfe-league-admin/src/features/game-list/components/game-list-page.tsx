import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime, gameStates, type GameAdminRow, type GameState } from '@dugout/contracts';
import { buttonClassName, DataTable, ErrorPanel, PageHeader, Skeleton } from '@dugout/ui';
import { SeasonMonthLeagueList } from '../../../shared/components/season-month-league-list';
import { useSeasonMonthLeague, type SeasonMonthLeagueChoice } from '../../../shared/hooks/use-season-month-league';
import { adminPath } from '../../../shared/lib/admin-paths';
import { useGameList } from '../api/get-game-list';

const TEAM_UNDECIDED = '팀 미정';

const BADGE_TONE: Record<GameState, string> = {
  scheduled: '#5b6470',
  inProgress: '#b26a00',
  final: '#1d6b33',
  corrected: '#7a3fb0',
  cancelled: '#b3261e',
  suspended: '#0b5cad',
};

export function sideName(row: GameAdminRow, side: 'visit' | 'home'): string {
  const team = side === 'visit' ? row.visitTeam : row.homeTeam;
  const guest = side === 'visit' ? row.visitTeamInterleague && row.visitTeamLeague : row.homeTeamInterleague && row.homeTeamLeague;
  if (!team) return TEAM_UNDECIDED;
  return guest ? `${team.team.teamName} (${guest.leagueName})` : team.team.teamName;
}

/**
 * 기록원: the game's assigned scorer; without one, who entered the record (a grade-5 scorer or a
 * manager of the league may enter any game's record), else 미지정.
 */
export function scorerText(row: GameAdminRow): string {
  if (row.writer) return row.writer.username;
  return row.recordedBy ? `${row.recordedBy.username} (입력, 배정 없음)` : '미지정';
}

/** Screens of the game area, relative to /league/{path}/admin. */
export const gameScreens = {
  result: (seasonId: number, leagueId: number, gameId: number) => `gameresult/${seasonId}/${leagueId}/${gameId}`,
  order: (seasonId: number, leagueId: number, gameId: number) => `gameorder/${seasonId}/${leagueId}/${gameId}`,
};

export function GameStateBadge({ state }: { state: GameState }) {
  return (
    <span className="dg-game-state" data-state={state} style={{ color: '#fff', background: BADGE_TONE[state], borderRadius: 4, padding: '1px 6px', fontSize: '0.85em', whiteSpace: 'nowrap' }}>
      {gameStates.label(state)}
    </span>
  );
}

/**
 * 경기 관리 (spec 2, leagueAdminGameList): a season, a month of it and a league or all; each game
 * with its state, scorer and score, and the links to enter the record and the lineups.
 */
export function GameListPage() {
  const { path = '' } = useParams<{ path: string }>();
  const [choice, setChoice] = useState<SeasonMonthLeagueChoice>({ seasonId: null, month: null, leagueId: null });
  const filter = useSeasonMonthLeague(path, choice);
  const { seasonId, month, leagueId } = filter;
  const list = useGameList(seasonId, month, leagueId);

  return (
    <SeasonMonthLeagueList
      header={<PageHeader title="경기 관리" description="시즌·월·리그별 경기의 기록 상태를 보고, 경기 기록과 라인업을 입력합니다." />}
      title="경기 목록"
      filter={filter}
      onChange={(next) => setChoice((current) => ({ ...current, ...next }))}
    >
      {() =>
        list.error ? (
          <ErrorPanel title="경기 목록을 불러오지 못했습니다" message={list.error.message} onRetry={() => void list.mutate()} />
        ) : !list.data ? (
          <Skeleton lines={5} />
        ) : (
          <DataTable
            rows={list.data.data}
            rowKey={(row) => row.gameId}
            emptyMessage="이 달에 등록된 경기가 없습니다."
            columns={[
              { key: 'league', header: '리그', render: (row) => row.league.leagueName },
              { key: 'scheduleTime', header: '경기 일시', render: (row) => formatDateTime(row.scheduleTime) },
              { key: 'visit', header: '원정', render: (row) => sideName(row, 'visit') },
              { key: 'score', header: '점수', render: (row) => (row.score ? `${row.score.visit} : ${row.score.home}` : '-') },
              { key: 'home', header: '홈', render: (row) => sideName(row, 'home') },
              {
                key: 'state',
                header: '상태',
                render: (row) => (
                  <>
                    <GameStateBadge state={row.state} />
                    {row.isCancel && row.cancelReason ? <span> {row.cancelReason}</span> : null}
                  </>
                ),
              },
              { key: 'writer', header: '기록원', render: scorerText },
              {
                key: 'lineups',
                header: '라인업',
                render: (row) => `원정 ${row.lineups.visit ? '제출' : '미제출'} · 홈 ${row.lineups.home ? '제출' : '미제출'}`,
              },
              {
                key: 'actions',
                header: '관리',
                render: (row) => {
                  const label = `${formatDateTime(row.scheduleTime)} ${sideName(row, 'visit')} 대 ${sideName(row, 'home')}`;
                  const teamsSet = row.visitTeamId !== null && row.homeTeamId !== null;
                  return (
                    <div role="group" aria-label={`${label} 관리`} style={{ display: 'flex', gap: '0.25rem' }}>
                      {!row.isCancel && teamsSet && seasonId ? (
                        <>
                          <Link className={buttonClassName('primary', 'sm')} to={adminPath(path, gameScreens.result(seasonId, row.leagueId, row.gameId))}>
                            기록 입력
                          </Link>
                          <Link className={buttonClassName('secondary', 'sm')} to={adminPath(path, gameScreens.order(seasonId, row.leagueId, row.gameId))}>
                            라인업
                          </Link>
                        </>
                      ) : null}
                    </div>
                  );
                },
              },
            ]}
          />
        )
      }
    </SeasonMonthLeagueList>
  );
}
