import { Link, useParams } from 'react-router-dom';
import { classifyBatNum, formatDateTime, formatOpponent, lineupPositions, type LineupEntry, type TeamLineupForm, type TeamLineupOpponent } from '@dugout/contracts';
import { DataTable, ErrorPanel, LineupEditor, PageHeader, Panel, Skeleton, buttonClassName, type DataTableColumn } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { useTeamOrder } from '../api/get-team-order';
import { useSaveTeamOrder } from '../api/save-team-order';

export const HIDDEN_NOTE = '상대 팀 라인업은 양 팀이 모두 제출하거나 제출 마감이 지나면 공개됩니다.';

const OPPONENT_COLUMNS: DataTableColumn<LineupEntry>[] = [
  {
    key: 'batNum',
    header: '타순',
    render: (entry) => {
      const kind = classifyBatNum(entry.batNum);
      return kind === 'starter' ? entry.batNum : kind === 'startingPitcher' ? '선발 투수' : '후보';
    },
  },
  { key: 'position', header: '수비 위치', render: (entry) => (classifyBatNum(entry.batNum) === 'reserve' ? '' : lineupPositions.label(entry.position)) },
  { key: 'player', header: '선수', render: (entry) => entry.player.playerName },
];

function OpponentLineup({ opponent }: { opponent: TeamLineupOpponent }) {
  const title = `상대 팀 · ${opponent.teamName ?? '미정'} (${opponent.submitted ? '제출' : '미제출'})`;
  return (
    <Panel title={title}>
      {opponent.hidden || !opponent.submitted ? (
        <p>{opponent.submitted ? HIDDEN_NOTE : '상대 팀이 아직 라인업을 제출하지 않았습니다.'}</p>
      ) : (
        <DataTable
          caption="상대 팀 라인업"
          captionHidden
          columns={OPPONENT_COLUMNS}
          rows={opponent.entries}
          rowKey={(entry) => `${entry.batNum}-${entry.player.playerName}`}
        />
      )}
    </Panel>
  );
}

const LOCKED = '제출 마감이 지났습니다. 라인업을 바꾸려면 리그 관리자에게 요청해 주세요.';

function OwnLineup({ teamId, form }: { teamId: string; form: TeamLineupForm }) {
  const save = useSaveTeamOrder(teamId);
  return (
    <LineupEditor
      team={form.own}
      title={`우리 팀 · ${form.own.teamName} (${form.own.submitted ? '제출' : '미제출'})`}
      action="submit"
      lockedNote={form.game.closed ? LOCKED : null}
      onSave={async (entries) => void (await save(form.game.gameId, entries))}
    />
  );
}

/** /team/admin/{teamId}/orderForm/{leagueId}/{gameId} (라인업 작성): the team's lineup for one game until the deadline. */
export function OrderFormPage() {
  const { teamId = '', gameId = '' } = useParams<{ teamId: string; gameId: string }>();
  const order = useTeamOrder(teamId, gameId);
  const back = (
    <Link className={buttonClassName('secondary', 'sm')} to={teamAdminPath(teamId, 'orderList')}>
      경기 목록
    </Link>
  );
  if (order.error && !order.data) {
    return (
      <>
        <PageHeader title="라인업 작성" actions={back} />
        <ErrorPanel title="라인업을 불러오지 못했습니다" message={order.error.message} onRetry={() => void order.mutate()} />
      </>
    );
  }
  if (!order.data) return <Skeleton label="라인업을 불러오는 중입니다…" />;
  const { game } = order.data;
  return (
    <>
      <PageHeader
        title={`라인업 작성 · ${game.opponent.teamName ?? '미정'}전`}
        description={`${formatOpponent(game.opponent.teamName, game.side)} · ${formatDateTime(game.scheduleTime)} · ${game.leagueName}${game.groundName ? ` · ${game.groundName}` : ''} · 제출 마감 ${formatDateTime(game.deadline)} (경기 ${order.data.deadlineMinutes}분 전)`}
        actions={back}
      />
      <OwnLineup key={game.gameId} teamId={teamId} form={order.data} />
      <OpponentLineup opponent={order.data.opponent} />
    </>
  );
}
