import { Link, useParams } from 'react-router-dom';
import { isHeadManager, type LeagueBase, type LeagueManagerAccessRights } from '@dugout/contracts';
import { ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { useLeagueBase } from '../../../shared/api/get-league-base';
import { useManagerRequests } from '../../../shared/api/get-manager-requests';
import { adminPath } from '../../../shared/lib/admin-paths';
import './dashboard.css';

/** Figures that need calls which arrive with later features: named, never invented. */
const LATER_SECTIONS = [
  {
    title: '경기 현황',
    description: '치른 경기와 남은 경기 수',
    note: '일정·기록 관리 기능이 열리면 이곳에 표시됩니다.',
  },
  {
    title: '기록 미입력 경기',
    description: '끝났지만 기록이 입력되지 않은 경기',
    note: '경기 기록 입력 기능이 열리면 이곳에 표시됩니다.',
  },
];

const PENDING_NOTE = '참가 신청 수는 참가 접수 기능이 열리면 이곳에 표시됩니다.';

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

/** Pending manager requests (grade 1 only: the API answers nobody else), linking to 운영진 관리. */
function PendingManagerRequests({ leaguePath, mainId }: { leaguePath: string; mainId: number | undefined }) {
  const requests = useManagerRequests(mainId);
  if (requests.error) return <p>운영진 신청 수를 불러오지 못했습니다.</p>;
  if (!requests.data) return <Skeleton lines={1} />;
  return (
    <p>
      <Link to={adminPath(leaguePath, 'managers')}>
        대기 중인 운영진 신청 <strong>{requests.data.length}</strong>건
      </Link>
    </p>
  );
}

export interface DashboardPageProps {
  rights: LeagueManagerAccessRights;
}

/** The league admin dashboard: what an operator needs first when he comes in. */
export function DashboardPage({ rights }: DashboardPageProps) {
  const { path = '' } = useParams<{ path: string }>();
  const base = useLeagueBase(path || undefined);

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
        {LATER_SECTIONS.map((section) => (
          <Panel key={section.title} title={section.title}>
            <p>{section.description}</p>
            <p className="dg-admin-dashboard__note">{section.note}</p>
          </Panel>
        ))}
        <Panel title="처리 대기">
          <p>대기 중인 참가 신청과 운영진 신청</p>
          {isHeadManager(rights) ? <PendingManagerRequests leaguePath={path} mainId={base.data?.mainId} /> : null}
          <p className="dg-admin-dashboard__note">{PENDING_NOTE}</p>
        </Panel>
      </div>
    </>
  );
}
