import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import { RequestState, requestStates, type RecruitLeague } from '@dugout/contracts';
import { Button, DataTable, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton, useConfirm } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import './league-apply.css';
import { applyLeague } from '../api/apply-league';
import { useRecruitLeagues } from '../api/get-recruit-leagues';

const failureMessage = (error: unknown) => (isApiError(error) ? error.message : '신청하지 못했습니다. 잠시 후 다시 시도해 주세요.');

function stateText(league: RecruitLeague): string {
  if (league.joined) return '참가 중';
  if (league.requestState === null) return '신청 전';
  return requestStates.label(league.requestState);
}

/** 리그 참가 신청 (applyLeague): the leagues open for applications, each with an apply button and the team's state. */
export function ApplyLeaguePage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const leagues = useRecruitLeagues(teamId);
  const { confirm, confirmDialog } = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (league: RecruitLeague) => {
    const name = `${league.mainName} ${league.seasonName} ${league.leagueName}`;
    if (!(await confirm(`${name}에 참가 신청을 할까요?`, { confirmLabel: '신청' }))) return;
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      await applyLeague(teamId, { leagueId: league.leagueId });
      setNotice(`${name}에 참가 신청을 했습니다. 리그 관리자가 승인하면 참가가 확정됩니다.`);
      await leagues.mutate();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title="리그 참가 신청" description="진행 중인 시즌의 리그에 참가 신청을 합니다." />
      <p>
        <Link to={teamAdminPath(teamId, 'leagueHistory')}>리그 참가 현황 보기</Link>
      </p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {notice ? <p role="status">{notice}</p> : null}
      <Panel title="참가 신청을 받는 리그">
        {leagues.error ? (
          <ErrorPanel title="리그 목록을 불러오지 못했습니다" onRetry={() => void leagues.mutate()} />
        ) : !leagues.data ? (
          <Skeleton lines={3} />
        ) : (
          <DataTable
            rows={leagues.data}
            rowKey={(row) => row.leagueId}
            emptyMessage="참가 신청을 받는 리그가 없습니다."
            columns={[
              { key: 'mainName', header: '리그 운영' },
              { key: 'seasonName', header: '시즌' },
              { key: 'leagueName', header: '리그' },
              {
                key: 'state',
                header: '상태',
                render: (row) => (
                  <span className={row.requestState === RequestState.Rejected && !row.joined ? 'dg-league-apply__rejected' : undefined}>{stateText(row)}</span>
                ),
              },
              {
                key: 'actions',
                header: '신청',
                render: (row) =>
                  row.canApply ? (
                    <Button size="sm" disabled={busy} aria-label={`${row.leagueName} 참가 신청`} onClick={() => void apply(row)}>
                      {row.requestState === RequestState.Rejected ? '다시 신청' : '참가 신청'}
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
      </Panel>
      {confirmDialog}
    </>
  );
}
