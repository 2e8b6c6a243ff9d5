import { Link, useParams } from 'react-router-dom';
import type { TeamLeague } from '@dugout/contracts';
import { DataTable, ErrorPanel, PageHeader, Panel, Skeleton, buttonClassName, type DataTableColumn } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { useTeamLeagues } from '../api/get-team-leagues';

/** /team/admin/{teamId}/entry (엔트리 관리): the leagues of this season the team plays in, with how many players each has entered. */
export function EntryLeaguesPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const leagues = useTeamLeagues(teamId);

  const columns: DataTableColumn<TeamLeague>[] = [
    { key: 'leagueName', header: '리그', render: (row) => row.leagueName },
    { key: 'mainName', header: '대회', render: (row) => `${row.mainName} ${row.seasonName}` },
    { key: 'period', header: '시즌 기간', render: (row) => `${row.beginDate} ~ ${row.endDate}` },
    { key: 'registeredCount', header: '엔트리', align: 'right', render: (row) => `${row.registeredCount}명` },
    {
      key: 'actions',
      header: '관리',
      align: 'center',
      render: (row) => (
        <Link className={buttonClassName('secondary', 'sm')} to={teamAdminPath(teamId, `entry/form/${row.leagueId}`)} aria-label={`${row.leagueName} 엔트리 관리`}>
          엔트리 관리
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="엔트리 관리" description="진행 중인 시즌에 참가한 리그별로 출전 선수를 등록합니다. 라인업에는 엔트리에 등록되고 출전 자격이 있는 선수만 넣을 수 있습니다." />
      <Panel>
        {leagues.error && !leagues.data ? (
          <ErrorPanel title="참가 리그를 불러오지 못했습니다" message={leagues.error.message} onRetry={() => void leagues.mutate()} />
        ) : !leagues.data ? (
          <Skeleton label="참가 리그를 불러오는 중입니다…" />
        ) : (
          <section aria-label="참가 리그">
            <DataTable
              stickyFirstColumn
              caption="이번 시즌 참가 리그"
              columns={columns}
              rows={leagues.data}
              rowKey={(row) => row.leagueId}
              emptyMessage="이번 시즌에 참가한 리그가 없습니다. 리그 참가 신청에서 먼저 신청해 주세요."
            />
          </section>
        )}
      </Panel>
    </>
  );
}
