import { Link, useParams } from 'react-router-dom';
import { batThrws, formatDate, positions, teamRoles, type TeamJoinApplication } from '@dugout/contracts';
import { DataTable, ErrorPanel, PageHeader, Panel, Skeleton, type DataTableColumn } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { useJoinRequests } from '../api/get-join-requests';

/** /team/admin/{teamId}/joinTeam (가입 승인): the requests awaiting approval, each opening the applicant's detail. */
export function JoinRequestsPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const requests = useJoinRequests(teamId);

  const columns: DataTableColumn<TeamJoinApplication>[] = [
    {
      key: 'playerName',
      header: '이름',
      render: (row) => <Link to={teamAdminPath(teamId, `joinTeam/${row.userId}`)}>{row.playerName}</Link>,
    },
    { key: 'email', header: '회원', render: (row) => `${row.username}${row.email ? ` (${row.email})` : ''}` },
    { key: 'teamRole', header: '신청 구분', render: (row) => teamRoles.label(row.teamRole) },
    { key: 'position', header: '포지션', render: (row) => positions.label(row.position) },
    { key: 'batThrw', header: '투타', render: (row) => batThrws.label(row.batThrw) },
    { key: 'createdAt', header: '신청일', render: (row) => formatDate(row.createdAt) },
  ];

  return (
    <>
      <PageHeader title="가입 승인" description="팀에 가입을 신청한 회원입니다. 이름을 눌러 신청 내용을 보고 승인하거나 거절해 주세요." />
      <Panel>
        {requests.error && !requests.data ? (
          <ErrorPanel title="가입 신청을 불러오지 못했습니다" message={requests.error.message} onRetry={() => void requests.mutate()} />
        ) : !requests.data ? (
          <Skeleton label="가입 신청을 불러오는 중입니다…" />
        ) : (
          <DataTable
            caption="승인 대기 중인 가입 신청"
            columns={columns}
            rows={requests.data}
            rowKey={(row) => row.requestId}
            emptyMessage="승인을 기다리는 가입 신청이 없습니다."
          />
        )}
      </Panel>
    </>
  );
}
