import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import { positions, proTypeMiddles, proTypes, type EligibilitySettings, type TeamEntryPlayer } from '@dugout/contracts';
import { Button, DataTable, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton, buttonClassName, useConfirm, type DataTableColumn } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { useChangeEntry } from '../api/change-entry';
import { useTeamEntry } from '../api/get-team-entry';
import './entries.css';

export const CHANGE_FAILED = '엔트리를 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const confirmRemoveText = (player: TeamEntryPlayer) => `${player.playerName} 선수를 이 리그 엔트리에서 빼시겠습니까?`;
const HAS_GAME_LINES = '이 리그에 경기 기록이 있어 뺄 수 없습니다.';

/** The league's rules in one sentence. */
export function rulesText(rules: EligibilitySettings): string {
  const wait = rules.waitDays > 0 ? `등록 후 ${rules.waitDays}일이 지나야 출전할 수 있습니다.` : '등록한 날부터 출전할 수 있습니다.';
  const barred = [
    ...proTypes.options.filter((option) => !rules.allowedProTypes.includes(option.value)),
    ...proTypeMiddles.options.filter((option) => !rules.allowedProTypeMiddles.includes(option.value)),
  ].map((option) => option.label);
  return barred.length > 0 ? `${wait} ${barred.join(', ')} 선수는 출전할 수 없습니다.` : wait;
}

/** Whether the league's rules bar the player for good (not just a waiting period): he cannot be added. */
const isBarred = (player: TeamEntryPlayer) => player.reasons.some((reason) => reason.code === 'proType' || reason.code === 'proTypeMiddle');

function Eligibility({ player }: { player: TeamEntryPlayer }) {
  if (player.reasons.length === 0) return <span className="dg-entry__ok">출전 가능</span>;
  return (
    <ul className="dg-entry__reasons">
      {player.reasons.map((reason) => (
        <li key={reason.code}>{reason.message}</li>
      ))}
    </ul>
  );
}

/** /team/admin/{teamId}/entry/form/{leagueId} (엔트리 등록): the league's entry of the team, and the roster to add from. */
export function EntryFormPage() {
  const { teamId = '', leagueId = '' } = useParams<{ teamId: string; leagueId: string }>();
  const entry = useTeamEntry(teamId, leagueId);
  const change = useChangeEntry(teamId, leagueId);
  const { confirm, confirmDialog } = useConfirm();
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);

  const over = entry.data ? entry.data.league.endDate !== '' && entry.data.league.endDate < entry.data.onDate : false;

  const run = async (kind: 'add' | 'remove', player: TeamEntryPlayer) => {
    if (kind === 'remove' && !(await confirm(confirmRemoveText(player), { confirmLabel: '빼기', danger: true }))) return;
    setBusy(player.playerId);
    setMessage(null);
    try {
      await change(kind, player.playerId);
      setMessage({ tone: 'info', text: kind === 'add' ? `${player.playerName} 선수를 엔트리에 등록했습니다.` : `${player.playerName} 선수를 엔트리에서 뺐습니다.` });
    } catch (error) {
      // The server explains refusals in Korean (game lines, a season that is over, the league's rules).
      setMessage({ tone: 'error', text: isApiError(error) && error.status < 500 ? Object.values(error.errors)[0] ?? error.message : CHANGE_FAILED });
    } finally {
      setBusy(null);
    }
  };

  const common: DataTableColumn<TeamEntryPlayer>[] = [
    { key: 'playerName', header: '이름', render: (row) => row.playerName },
    { key: 'backnumber', header: '등번호', align: 'center', render: (row) => row.backnumber ?? '-' },
    { key: 'position', header: '포지션', render: (row) => positions.label(row.position) || '-' },
  ];
  const registeredColumns: DataTableColumn<TeamEntryPlayer>[] = [
    ...common,
    { key: 'registerDate', header: '등록일', render: (row) => row.registerDate ?? '-' },
    { key: 'eligibility', header: '출전 자격', render: (row) => <Eligibility player={row} /> },
    {
      key: 'actions',
      header: '관리',
      align: 'center',
      render: (row) => (
        <Button
          variant="danger"
          size="sm"
          onClick={() => void run('remove', row)}
          disabled={over || busy !== null || row.hasGameLines}
          title={row.hasGameLines ? HAS_GAME_LINES : undefined}
          aria-label={`${row.playerName} 빼기`}
        >
          빼기
        </Button>
      ),
    },
  ];
  const availableColumns: DataTableColumn<TeamEntryPlayer>[] = [
    ...common,
    { key: 'eligibility', header: '출전 자격', render: (row) => <Eligibility player={row} /> },
    {
      key: 'actions',
      header: '관리',
      align: 'center',
      render: (row) => (
        <Button size="sm" onClick={() => void run('add', row)} disabled={over || busy !== null || isBarred(row)} aria-label={`${row.playerName} 추가`}>
          추가
        </Button>
      ),
    },
  ];

  const back = (
    <Link className={buttonClassName('secondary', 'sm')} to={teamAdminPath(teamId, 'entry')}>
      리그 목록
    </Link>
  );
  if (entry.error && !entry.data) {
    return (
      <>
        <PageHeader title="엔트리 등록" actions={back} />
        <ErrorPanel title="엔트리를 불러오지 못했습니다" message={entry.error.message} onRetry={entry.error.status === 404 ? undefined : () => void entry.mutate()} />
      </>
    );
  }
  if (!entry.data) return <Skeleton label="엔트리를 불러오는 중입니다…" />;
  const { league, eligibility, registered, available } = entry.data;

  return (
    <>
      <PageHeader title={`${league.leagueName} 엔트리`} description={`${league.mainName} ${league.seasonName} · 등록 ${registered.length}명`} actions={back} />
      <Panel>
        {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
        {over ? <FormAlert tone="info">끝난 시즌이라 엔트리를 바꿀 수 없습니다.</FormAlert> : null}
        <p className="dg-entry__rules">
          출전 자격({entry.data.onDate} 기준): {rulesText(eligibility)}
        </p>
        <h2 className="dg-entry__section">등록 선수</h2>
        <section aria-label="등록 선수">
          <DataTable stickyFirstColumn caption="이 리그에 등록된 선수" columns={registeredColumns} rows={registered} rowKey={(row) => row.playerId} emptyMessage="엔트리에 등록된 선수가 없습니다." />
        </section>
        <h2 className="dg-entry__section">추가할 수 있는 선수</h2>
        <section aria-label="추가할 수 있는 선수">
          <DataTable
              stickyFirstColumn
            caption="팀 명단에서 아직 등록하지 않은 선수 (휴면 선수 제외)"
            columns={availableColumns}
            rows={available}
            rowKey={(row) => row.playerId}
            emptyMessage="추가할 수 있는 선수가 없습니다."
          />
        </section>
      </Panel>
      {confirmDialog}
    </>
  );
}
