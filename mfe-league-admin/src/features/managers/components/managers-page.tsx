import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '@dugout/auth';
import { formatDateTime, LeagueManagerGrade, type LeagueManagerItem, type ManagerRequestItem } from '@dugout/contracts';
import { Button, DataTable, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton, useConfirm } from '@dugout/ui';
import { leagueManagersPath, useLeagueManagers } from '../../../shared/api/get-league-managers';
import { managerRequestsPath, useManagerRequests } from '../../../shared/api/get-manager-requests';
import { useLeagueMainId } from '../../../shared/hooks/use-league-main-id';
import { approveManagerRequest } from '../api/approve-manager-request';
import { changeManagerGrade } from '../api/change-manager-grade';
import { rejectManagerRequest } from '../api/reject-manager-request';
import { removeManager } from '../api/remove-manager';
import { ManagerGradeDialog } from './manager-grade-dialog';
import './managers.css';

type Dialog = { kind: 'grade'; manager: LeagueManagerItem } | { kind: 'approve'; request: ManagerRequestItem } | null;

/** An action's refusal, shown beside the row it belongs to. */
type RowError = { key: string; message: string } | null;

const failureMessage = (error: unknown) =>
  isApiError(error) ? error.message : '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** 운영진 관리 (grade 1): the managers with grade and memo, and the members' pending requests. */
export function ManagersPage() {
  const { mainId, error: baseError, retry } = useLeagueMainId();
  const managers = useLeagueManagers(mainId);
  const requests = useManagerRequests(mainId);
  const { mutate } = useSWRConfig();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [rowError, setRowError] = useState<RowError>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  const refresh = async () => {
    if (mainId === undefined) return;
    await Promise.all([mutate(leagueManagersPath(mainId)), mutate(managerRequestsPath(mainId))]);
  };

  const act = async (key: string, action: () => Promise<unknown>) => {
    setRowError(null);
    setBusy(key);
    try {
      await action();
      await refresh();
    } catch (error) {
      setRowError({ key, message: failureMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (manager: LeagueManagerItem) => {
    if (mainId === undefined) return;
    const question = `${manager.username} 님을 운영진에서 삭제할까요? 삭제하면 관리 화면에 들어올 수 없습니다.`;
    if (!(await confirm(question, { confirmLabel: '삭제', danger: true }))) return;
    void act(`manager-${manager.userId}`, () => removeManager(mainId, manager.userId));
  };

  const reject = async (request: ManagerRequestItem) => {
    if (mainId === undefined) return;
    if (!(await confirm(`${request.username} 님의 운영진 신청을 거절할까요?`, { confirmLabel: '거절', danger: true }))) return;
    void act(`request-${request.requestId}`, () =>
      rejectManagerRequest(mainId, { requestId: request.requestId, receiptUserId: request.receiptUserId }),
    );
  };

  const errorFor = (key: string) => (rowError?.key === key ? <FormAlert>{rowError.message}</FormAlert> : null);

  if (baseError) {
    return (
      <>
        <PageHeader title="운영진 관리" />
        <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={retry} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="운영진 관리" description="운영진의 등급과 메모를 바꾸고, 운영진 신청을 처리합니다." />
      <Panel title="운영진 목록">
        {managers.error ? (
          <ErrorPanel title="운영진 목록을 불러오지 못했습니다" onRetry={() => void managers.mutate()} />
        ) : !managers.data ? (
          <Skeleton lines={3} />
        ) : (
          <DataTable
            rows={managers.data}
            stackOnNarrow
            rowKey={(row) => row.userId}
            emptyMessage="등록된 운영진이 없습니다."
            columns={[
              { key: 'username', header: '이름' },
              { key: 'email', header: '이메일' },
              { key: 'gradeName', header: '등급', render: (row) => `${row.grade}등급 · ${row.gradeName}` },
              { key: 'memo', header: '메모', render: (row) => row.memo ?? '' },
              {
                key: 'actions',
                header: '관리',
                render: (row) => {
                  const key = `manager-${row.userId}`;
                  return (
                    <div className="dg-admin-managers__row-actions" aria-label={`${row.username} 관리`} role="group">
                      <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'grade', manager: row })}>
                        등급·메모 변경
                      </Button>
                      <Button size="sm" variant="danger" disabled={busy === key} onClick={() => void remove(row)}>
                        삭제
                      </Button>
                      {errorFor(key)}
                    </div>
                  );
                },
              },
            ]}
          />
        )}
      </Panel>
      <Panel title="운영진 신청">
        {requests.error ? (
          <ErrorPanel title="운영진 신청을 불러오지 못했습니다" onRetry={() => void requests.mutate()} />
        ) : !requests.data ? (
          <Skeleton lines={2} />
        ) : (
          <DataTable
            rows={requests.data}
            stackOnNarrow
            rowKey={(row) => row.requestId}
            emptyMessage="대기 중인 운영진 신청이 없습니다."
            columns={[
              { key: 'username', header: '이름' },
              { key: 'email', header: '이메일' },
              { key: 'message', header: '남긴 말', render: (row) => row.message ?? '' },
              { key: 'createdAt', header: '신청 시각', render: (row) => formatDateTime(row.createdAt) },
              {
                key: 'actions',
                header: '처리',
                render: (row) => {
                  const key = `request-${row.requestId}`;
                  return (
                    <div className="dg-admin-managers__row-actions" aria-label={`${row.username} 신청 처리`} role="group">
                      <Button size="sm" onClick={() => setDialog({ kind: 'approve', request: row })}>
                        승인
                      </Button>
                      <Button size="sm" variant="danger" disabled={busy === key} onClick={() => void reject(row)}>
                        거절
                      </Button>
                      {errorFor(key)}
                    </div>
                  );
                },
              },
            ]}
          />
        )}
      </Panel>
      {dialog?.kind === 'grade' && mainId !== undefined ? (
        <ManagerGradeDialog
          title={`${dialog.manager.username} 님의 등급·메모 변경`}
          submitLabel="저장"
          initialValues={{ grade: dialog.manager.grade, memo: dialog.manager.memo ?? '' }}
          onSubmit={async (payload) => {
            await changeManagerGrade(mainId, dialog.manager.userId, payload);
            await refresh();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'approve' && mainId !== undefined ? (
        <ManagerGradeDialog
          title={`${dialog.request.username} 님의 운영진 신청 승인`}
          submitLabel="승인"
          initialValues={{ grade: LeagueManagerGrade.Staff, memo: '' }}
          onSubmit={async (payload) => {
            await approveManagerRequest(mainId, {
              requestId: dialog.request.requestId,
              receiptUserId: dialog.request.receiptUserId,
              ...payload,
            });
            await refresh();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {confirmDialog}
    </>
  );
}
