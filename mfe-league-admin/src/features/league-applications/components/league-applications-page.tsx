import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import { formatDateTime, RequestState, requestStates, type LeagueApplyItem } from '@dugout/contracts';
import { Button, DataTable, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton, useConfirm, useToast } from '@dugout/ui';
import { useSeasonLeagues } from '../../../shared/api/get-season-leagues';
import { adminPath } from '../../../shared/lib/admin-paths';
import { approveApplication } from '../api/approve-application';
import { useLeagueApplications } from '../api/get-league-applications';
import { rejectApplication } from '../api/reject-application';
import { EnterApplicationForm } from './enter-application-form';

const failureMessage = (error: unknown) => (isApiError(error) ? error.message : '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');

/**
 * 참가 접수 (teamManageLeagues/{seasonId}/{leagueId}): the league's pending applications with the
 * team's details, approved (the team joins the league) or rejected after a confirmation, and the
 * decided ones with who decided and when.
 */
export function LeagueApplicationsPage() {
  const { path = '', seasonId = '', leagueId = '' } = useParams<{ path: string; seasonId: string; leagueId: string }>();
  const league = Number(leagueId);
  const leagues = useSeasonLeagues(Number(seasonId) || null);
  const leagueName = leagues.data?.find((item) => item.leagueId === league)?.leagueName ?? '';
  const applications = useLeagueApplications(league);
  const { confirm, confirmDialog } = useConfirm();
  const { showToast, toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (item: LeagueApplyItem, approve: boolean) => {
    const question = approve
      ? `${item.team.teamName} 팀의 참가 신청을 승인할까요? 승인하면 팀이 리그에 추가됩니다.`
      : `${item.team.teamName} 팀의 참가 신청을 거절할까요?`;
    if (!(await confirm(question, { confirmLabel: approve ? '승인' : '거절', danger: !approve }))) return;
    setError(null);
    setBusy(true);
    try {
      const payload = { requestId: item.requestId, userId: item.userId };
      await (approve ? approveApplication(league, payload) : rejectApplication(league, payload));
      await applications.mutate();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const pending = applications.data?.filter((item) => item.requestState === RequestState.Pending) ?? [];
  const decided = applications.data?.filter((item) => item.requestState !== RequestState.Pending) ?? [];

  return (
    <>
      <PageHeader title="참가 접수" description={leagueName ? `${leagueName}에 들어온 참가 신청을 처리합니다.` : '리그에 들어온 참가 신청을 처리합니다.'} />
      <p>
        <Link to={adminPath(path, 'teamManageLeagues')}>팀 관리로 돌아가기</Link>
      </p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {applications.error ? (
        <ErrorPanel title="참가 신청을 불러오지 못했습니다" onRetry={() => void applications.mutate()} />
      ) : !applications.data ? (
        <Skeleton lines={3} />
      ) : (
        <>
          <Panel title="대기 중인 신청">
            <DataTable
              rows={pending}
              stackOnNarrow
              rowKey={(row) => row.requestId}
              emptyMessage="대기 중인 참가 신청이 없습니다."
              columns={[
                { key: 'team', header: '팀', render: (row) => row.team.teamName },
                { key: 'director', header: '감독', render: (row) => row.team.director ?? '' },
                { key: 'managerName', header: '운영자', render: (row) => row.team.managerName ?? '' },
                { key: 'estbDt', header: '창단', render: (row) => row.team.estbDt ?? '' },
                { key: 'playerCount', header: '선수 수', render: (row) => `${row.team.playerCount}명` },
                { key: 'username', header: '신청자' },
                { key: 'memo', header: '남긴 말', render: (row) => row.memo ?? '' },
                { key: 'createdAt', header: '신청 시각', render: (row) => formatDateTime(row.createdAt) },
                {
                  key: 'actions',
                  header: '처리',
                  render: (row) => (
                    <span role="group" aria-label={`${row.team.teamName} 신청 처리`}>
                      <Button size="sm" disabled={busy} onClick={() => void decide(row, true)}>
                        승인
                      </Button>{' '}
                      <Button size="sm" variant="danger" disabled={busy} onClick={() => void decide(row, false)}>
                        거절
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
          </Panel>
          <EnterApplicationForm
            leagueId={league}
            onEntered={(item) => {
              void applications.mutate();
              showToast(
                item.requestState === RequestState.Approved
                  ? `${item.team.teamName} 팀의 신청을 등록하고 승인했습니다. 팀이 리그에 추가되었습니다.`
                  : `${item.team.teamName} 팀의 신청을 대기 중인 신청으로 등록했습니다.`,
              );
            }}
          />
          <Panel title="처리된 신청">
            <DataTable
              rows={decided}
              stackOnNarrow
              rowKey={(row) => row.requestId}
              emptyMessage="처리된 참가 신청이 없습니다."
              columns={[
                { key: 'team', header: '팀', render: (row) => row.team.teamName },
                { key: 'username', header: '신청자' },
                { key: 'createdAt', header: '신청 시각', render: (row) => formatDateTime(row.createdAt) },
                { key: 'requestState', header: '결과', render: (row) => requestStates.label(row.requestState) },
                { key: 'decidedByName', header: '처리자', render: (row) => row.decidedByName ?? '' },
                { key: 'decidedAt', header: '처리 시각', render: (row) => (row.decidedAt ? formatDateTime(row.decidedAt) : '') },
              ]}
            />
          </Panel>
        </>
      )}
      {confirmDialog}
      {toast}
    </>
  );
}
