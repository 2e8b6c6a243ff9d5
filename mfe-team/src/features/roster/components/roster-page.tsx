import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { batThrws, positions, teamRoles, type RosterStatus, type TeamRosterPlayer } from '@dugout/contracts';
import { DataTable, ErrorPanel, FormAlert, PageHeader, Panel, RadioGroup, Skeleton, type DataTableColumn } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { useRoster } from '../api/get-roster';
import './roster.css';

type Filter = 'all' | RosterStatus;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: '전체' },
  { value: 'active', label: '활동' },
  { value: 'dormant', label: '휴면' },
];

export const STATUS_LABELS: Record<RosterStatus, string> = { active: '활동', dormant: '휴면' };

/** What the player page says when it sends the manager back here after a removal. */
export interface RosterNotice {
  removed?: string;
}

/** /team/admin/{teamId}/member (선수 정보): the current roster, filtered by status, each player linked to his page. */
export function RosterPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const notice = (useLocation().state ?? null) as RosterNotice | null;
  const [filter, setFilter] = useState<Filter>('all');
  const roster = useRoster(teamId, filter === 'all' ? undefined : filter);

  const columns: DataTableColumn<TeamRosterPlayer>[] = [
    {
      key: 'playerName',
      header: '이름',
      render: (row) => <Link to={teamAdminPath(teamId, `member/${row.playerId}`)}>{row.playerName}</Link>,
    },
    { key: 'backnumber', header: '등번호', align: 'center', render: (row) => row.backnumber ?? '-' },
    { key: 'teamRole', header: '구분', render: (row) => teamRoles.label(row.teamRole) },
    { key: 'position', header: '포지션', render: (row) => positions.label(row.position) || '-' },
    { key: 'batThrw', header: '투타', render: (row) => batThrws.label(row.batThrw) || '-' },
    {
      key: 'status',
      header: '상태',
      render: (row) => <span className={`dg-roster__status--${row.status}`}>{STATUS_LABELS[row.status]}</span>,
    },
    { key: 'joinedAt', header: '입단일', render: (row) => row.joinedAt ?? '-' },
  ];

  return (
    <>
      <PageHeader title="선수 정보" description="팀 명단의 선수입니다. 이름을 누르면 등번호, 구분, 포지션, 투타를 바꾸거나 명단에서 제외할 수 있습니다." />
      <Panel>
        {notice?.removed ? <FormAlert tone="info">{notice.removed}</FormAlert> : null}
        <div className="dg-roster__filter">
          <RadioGroup legend="상태" name="status" options={FILTERS} value={filter} onChange={setFilter} />
        </div>
        {roster.error && !roster.data ? (
          <ErrorPanel title="선수 명단을 불러오지 못했습니다" message={roster.error.message} onRetry={() => void roster.mutate()} />
        ) : !roster.data ? (
          <Skeleton label="선수 명단을 불러오는 중입니다…" />
        ) : (
          <section aria-label="선수 명단">
            <DataTable
              stickyFirstColumn
              caption={`선수 ${roster.data.length}명`}
              columns={columns}
              rows={roster.data}
              rowKey={(row) => row.playerId}
              emptyMessage={filter === 'dormant' ? '휴면 선수가 없습니다.' : '등록된 선수가 없습니다.'}
            />
          </section>
        )}
      </Panel>
    </>
  );
}
