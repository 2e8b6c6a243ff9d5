import { useParams } from 'react-router-dom';
import { formatDateTime, RequestState, requestStates } from '@dugout/contracts';
import { DataTable, ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { useLeagueHistory } from '../api/get-league-history';
import './league-apply.css';

/** 리그 참가 현황 (leagueHistory): the team's applications with their state, and the leagues it plays in by season. */
export function LeagueHistoryPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const history = useLeagueHistory(teamId);

  if (history.error) {
    return (
      <>
        <PageHeader title="리그 참가 현황" />
        <ErrorPanel title="참가 현황을 불러오지 못했습니다" onRetry={() => void history.mutate()} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="리그 참가 현황" description="팀의 리그 참가 신청과 시즌별 참가 리그입니다." />
      {!history.data ? (
        <Skeleton lines={4} />
      ) : (
        <>
          <Panel title="참가 신청 내역">
            <DataTable
              rows={history.data.applications}
              rowKey={(row) => row.requestId}
              emptyMessage="리그 참가 신청 내역이 없습니다."
              columns={[
                { key: 'mainName', header: '리그 운영' },
                { key: 'seasonName', header: '시즌' },
                { key: 'leagueName', header: '리그' },
                { key: 'createdAt', header: '신청 시각', render: (row) => formatDateTime(row.createdAt) },
                {
                  key: 'requestState',
                  header: '상태',
                  render: (row) => (
                    <span className={row.requestState === RequestState.Rejected ? 'dg-league-apply__rejected' : undefined}>{requestStates.label(row.requestState)}</span>
                  ),
                },
                { key: 'decidedAt', header: '처리 시각', render: (row) => (row.decidedAt ? formatDateTime(row.decidedAt) : '') },
              ]}
            />
          </Panel>
          <Panel title="시즌별 참가 리그">
            <DataTable
              rows={history.data.leagues}
              rowKey={(row) => row.leagueId}
              emptyMessage="참가 중인 리그가 없습니다."
              columns={[
                { key: 'seasonName', header: '시즌' },
                { key: 'mainName', header: '리그 운영' },
                { key: 'leagueName', header: '리그' },
              ]}
            />
          </Panel>
        </>
      )}
    </>
  );
}
