import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  defaultMonthChoice,
  GAME_STATES,
  gameStates,
  hasLeagueRole,
  isHeadManager,
  monthChoices,
  type LeagueAdminDashboard,
  type LeagueBase,
  type LeagueManagerAccessRights,
} from '@dugout/contracts';
import { ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { useLeagueBase } from '../../../shared/api/get-league-base';
import { adminPath } from '../../../shared/lib/admin-paths';
import { useGameCounts } from '../api/get-game-counts';
import { useLeagueDashboard } from '../api/get-league-dashboard';
import './dashboard.css';

/** League applications have no server side yet: named, never invented. */
const APPLICATIONS_NOTE = '참가 신청 수는 참가 접수 기능이 열리면 이곳에 표시됩니다.';

function ActiveSeason({ base }: { base: LeagueBase }) {
  const season = base.seasons.find((item) => item.seasonId === base.activeSeasonId);
  if (!season) return <p>진행 중인 시즌이 없습니다. 시즌 관리에서 시즌을 만들어 주세요.</p>;
  return (
    <p>
      <strong>{season.seasonName}</strong>
      {season.beginDate && season.endDate ? (
        <span className="dg-admin-dashboard__period">
          {' '}
          {season.beginDate} ~ {season.endDate}
        </span>
      ) : null}
    </p>
  );
}

function GameCounts({ leaguePath, data }: { leaguePath: string; data: LeagueAdminDashboard }) {
  if (!data.activeSeason) return <p>진행 중인 시즌이 없어 표시할 경기가 없습니다.</p>;
  return (
    <ul className="dg-admin-dashboard__figures">
      <li>
        치른 경기 <strong>{data.gamesPlayed}</strong>경기
      </li>
      <li>
        <Link to={adminPath(leaguePath, 'schedule')}>
          남은 경기 <strong>{data.gamesToPlay}</strong>경기
        </Link>
      </li>
    </ul>
  );
}

function MissingRecords({ leaguePath, data }: { leaguePath: string; data: LeagueAdminDashboard }) {
  if (!data.activeSeason) return <p>진행 중인 시즌이 없습니다.</p>;
  return (
    <>
      <p>
        <Link to={adminPath(leaguePath, 'game')}>
          기록 미입력 경기 <strong>{data.recordsNotEntered}</strong>경기
        </Link>
      </p>
      <p className="dg-admin-dashboard__note">경기 시간이 지났지만 기록이 없는 경기입니다. 취소·서스펜디드 경기는 빼고 셉니다.</p>
    </>
  );
}

/** The active season's games of the month (the game list's default month), per record state. */
function MonthGameStates({ leaguePath, base }: { leaguePath: string; base: LeagueBase }) {
  const season = base.seasons.find((item) => item.seasonId === base.activeSeasonId) ?? null;
  const months = season ? monthChoices(season.beginDate, season.endDate) : [];
  const month = defaultMonthChoice(months);
  const counts = useGameCounts(season?.seasonId ?? null, month);
  if (!season || !month) return <p>진행 중인 시즌이 없습니다.</p>;
  if (counts.error) return <p role="alert">경기 상태를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>;
  if (!counts.data) return <Skeleton lines={2} />;
  const data = counts.data;
  const label = months.find((choice) => choice.value === month)?.label ?? month;
  return (
    <>
      <p>
        <Link to={adminPath(leaguePath, 'game')}>
          {label} 경기 <strong>{data.total}</strong>경기
        </Link>
      </p>
      <ul className="dg-admin-dashboard__figures" aria-label={`${label} 경기 상태`}>
        {GAME_STATES.map((state) => (
          <li key={state}>
            {gameStates.label(state)} <strong>{data[state]}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}

function PendingManagerRequests({ leaguePath, count }: { leaguePath: string; count: number }) {
  return (
    <p>
      <Link to={adminPath(leaguePath, 'managers')}>
        대기 중인 운영진 신청 <strong>{count}</strong>건
      </Link>
    </p>
  );
}

/** A panel's body from the dashboard answer: skeleton while loading, a short Korean error, or the figures. */
function Figures({
  failed,
  data,
  children,
}: {
  failed: boolean;
  data: LeagueAdminDashboard | undefined;
  children: (data: LeagueAdminDashboard) => ReactNode;
}) {
  if (failed) return <p role="alert">현황을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>;
  if (!data) return <Skeleton lines={2} />;
  return <>{children(data)}</>;
}

export interface DashboardPageProps {
  rights: LeagueManagerAccessRights;
}

/** The league admin dashboard: what an operator needs first when he comes in. */
export function DashboardPage({ rights }: DashboardPageProps) {
  const { path = '' } = useParams<{ path: string }>();
  const base = useLeagueBase(path || undefined);
  const dashboard = useLeagueDashboard(base.data?.mainId);
  const figures = { failed: Boolean(base.error || dashboard.error), data: dashboard.data };

  return (
    <>
      <PageHeader title="관리자 대시보드" description={base.data ? base.data.mainName : undefined} />
      <div className="dg-admin-dashboard">
        <Panel title="진행 중인 시즌">
          {base.error ? (
            <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={() => void base.mutate()} />
          ) : base.data ? (
            <ActiveSeason base={base.data} />
          ) : (
            <Skeleton lines={1} />
          )}
        </Panel>
        <Panel title="경기 현황">
          <Figures {...figures}>{(data) => <GameCounts leaguePath={path} data={data} />}</Figures>
        </Panel>
        <Panel title="기록 미입력 경기">
          <Figures {...figures}>{(data) => <MissingRecords leaguePath={path} data={data} />}</Figures>
        </Panel>
        {hasLeagueRole(rights, 'leagueGame') ? (
          <Panel title="이번 달 기록 상태">{base.data ? <MonthGameStates leaguePath={path} base={base.data} /> : <Skeleton lines={2} />}</Panel>
        ) : null}
        <Panel title="처리 대기">
          <p>대기 중인 참가 신청과 운영진 신청</p>
          {isHeadManager(rights) ? (
            <Figures {...figures}>
              {(data) => (data.pendingManagerRequests === null ? null : <PendingManagerRequests leaguePath={path} count={data.pendingManagerRequests} />)}
            </Figures>
          ) : null}
          <p className="dg-admin-dashboard__note">{APPLICATIONS_NOTE}</p>
        </Panel>
      </div>
    </>
  );
}
