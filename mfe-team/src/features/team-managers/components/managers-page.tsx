import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import type { TeamManagerItem } from '@dugout/contracts';
import {
  Button,
  DataTable,
  ErrorPanel,
  FormAlert,
  PageHeader,
  Panel,
  Skeleton,
  buttonClassName,
  useConfirm,
  type DataTableColumn,
} from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { useTeamManagers } from '../../../shared/api/get-team-managers';
import { useRemoveTeamManager } from '../api/remove-team-manager';

export const REMOVE_FAILED = '관리자를 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const confirmRemoveText = (manager: TeamManagerItem) =>
  `${manager.username} 님을 팀 관리자에서 삭제하시겠습니까? 삭제하면 팀 관리 화면에 들어올 수 없습니다.`;

/** /team/admin/{teamId}/manager (관리 권한 설정): the team's managers, each removable; the team keeps one. */
export function ManagersPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const managers = useTeamManagers(teamId);
  const removeManager = useRemoveTeamManager(teamId);
  const [removing, setRemoving] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  const remove = async (manager: TeamManagerItem) => {
    if (!(await confirm(confirmRemoveText(manager), { confirmLabel: '삭제', danger: true }))) return;
    setRemoving(manager.userId);
    setMessage(null);
    try {
      await removeManager(manager.userId);
      setMessage({ tone: 'info', text: `${manager.username} 님을 팀 관리자에서 삭제했습니다.` });
    } catch (error) {
      // The server explains its refusals in Korean (the last manager, a member who is not a manager).
      setMessage({ tone: 'error', text: isApiError(error) && error.status < 500 ? error.message : REMOVE_FAILED });
    } finally {
      setRemoving(null);
    }
  };

  const columns: DataTableColumn<TeamManagerItem>[] = [
    { key: 'username', header: '이름' },
    { key: 'email', header: '이메일', render: (row) => row.email || '-' },
    {
      key: 'actions',
      header: '관리',
      align: 'center',
      render: (row) => (
        <Button
          variant="danger"
          size="sm"
          onClick={() => void remove(row)}
          disabled={removing !== null}
          aria-label={`${row.username} 삭제`}
        >
          삭제
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="관리 권한 설정"
        description="팀 관리 화면을 쓸 수 있는 회원입니다. 팀에는 관리자가 한 명 이상 있어야 합니다."
        actions={
          <Link className={buttonClassName('primary', 'sm')} to={teamAdminPath(teamId, 'manager/add')}>
            관리자 추가
          </Link>
        }
      />
      <Panel>
        {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
        {managers.error && !managers.data ? (
          <ErrorPanel title="관리자 목록을 불러오지 못했습니다" message={managers.error.message} onRetry={() => void managers.mutate()} />
        ) : !managers.data ? (
          <Skeleton label="관리자 목록을 불러오는 중입니다…" />
        ) : (
          <DataTable
            caption="팀 관리자"
            columns={columns}
            rows={managers.data}
            rowKey={(row) => row.userId}
            emptyMessage="등록된 관리자가 없습니다."
          />
        )}
      </Panel>
      {confirmDialog}
    </>
  );
}
