import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import { teamRoles, type TeamRosterEntry } from '@dugout/contracts';
import { Button, DataTable, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton, buttonClassName, type DataTableColumn } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { useAddTeamManager } from '../api/add-team-manager';
import { useTeamManagers } from '../../../shared/api/get-team-managers';
import { useTeamRoster } from '../api/get-team-roster';
import './team-managers.css';

export const ADD_FAILED = '관리자를 추가하지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const NO_ACCOUNT_NOTE =
  '회원 계정과 연결되지 않은 선수는 관리자로 추가할 수 없습니다. 먼저 회원으로 가입해 선수 정보를 등록하고 이 팀에 소속되어야 합니다.';

const playerLabel = (player: TeamRosterEntry) => (player.backnumber ? `${player.playerName} (${player.backnumber})` : player.playerName);

/**
 * /team/admin/{teamId}/manager/add (관리자 추가): the team's players with a member account who are
 * not managers yet, each one added with a click; players without an account are shown apart.
 */
export function AddManagerPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const navigate = useNavigate();
  const roster = useTeamRoster(teamId);
  const managers = useTeamManagers(teamId);
  const addManager = useAddTeamManager(teamId);
  const managersPath = teamAdminPath(teamId, 'manager');
  const [adding, setAdding] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = async (player: TeamRosterEntry) => {
    if (player.userId === null) return;
    setAdding(player.userId);
    setError(null);
    try {
      await addManager(player.userId);
    } catch (failure) {
      // 400 (not a player of this team) and 409 (already a manager) come with the server's Korean reason.
      setError(isApiError(failure) && failure.status < 500 ? failure.message : ADD_FAILED);
      setAdding(null);
      return;
    }
    void navigate(managersPath);
  };

  const columns: DataTableColumn<TeamRosterEntry>[] = [
    { key: 'backnumber', header: '등번호', align: 'center', render: (row) => row.backnumber ?? '-' },
    { key: 'playerName', header: '이름' },
    { key: 'teamRole', header: '역할', render: (row) => teamRoles.label(row.teamRole) || '-' },
    {
      key: 'actions',
      header: '관리',
      align: 'center',
      render: (row) => (
        <Button
          size="sm"
          onClick={() => void add(row)}
          disabled={adding !== null}
          aria-busy={adding === row.userId}
          aria-label={`${row.playerName} 관리자로 추가`}
        >
          관리자로 추가
        </Button>
      ),
    },
  ];

  const failed = roster.error ?? managers.error;
  let content;
  if (failed && !(roster.data && managers.data)) {
    content = (
      <ErrorPanel
        title="선수 명단을 불러오지 못했습니다"
        message={failed.message}
        onRetry={() => {
          void roster.mutate();
          void managers.mutate();
        }}
      />
    );
  } else if (!roster.data || !managers.data) {
    content = <Skeleton label="선수 명단을 불러오는 중입니다…" />;
  } else {
    const managerIds = new Set(managers.data.map((manager) => manager.userId));
    const candidates = roster.data.filter((player) => player.userId !== null && !managerIds.has(player.userId));
    const withoutAccount = roster.data.filter((player) => player.userId === null);
    content = (
      <>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <DataTable
          caption="관리자로 추가할 수 있는 선수"
          columns={columns}
          rows={candidates}
          rowKey={(row) => row.playerId}
          emptyMessage="관리자로 추가할 수 있는 선수가 없습니다."
        />
        {withoutAccount.length > 0 ? (
          <section className="dg-team-managers__no-account" aria-labelledby="team-managers-no-account">
            <h2 id="team-managers-no-account">회원 계정이 없는 선수</h2>
            <p>{NO_ACCOUNT_NOTE}</p>
            <ul>
              {withoutAccount.map((player) => (
                <li key={player.playerId} aria-disabled="true">
                  {playerLabel(player)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="관리자 추가"
        description="팀에 선수로 등록된 회원만 관리자로 지정할 수 있습니다."
        actions={
          <Link className={buttonClassName('secondary', 'sm')} to={managersPath}>
            목록으로
          </Link>
        }
      />
      <Panel>{content}</Panel>
    </>
  );
}
