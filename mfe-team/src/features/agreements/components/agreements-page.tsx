import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatDateTime, type TeamAgreementPlayer } from '@dugout/contracts';
import { DataTable, EmptyState, ErrorPanel, PageHeader, Panel, Skeleton, type DataTableColumn } from '@dugout/ui';
import { useAgreementSeasons } from '../api/get-agreement-seasons';
import { useTeamAgreement } from '../api/get-team-agreement';

const columns: DataTableColumn<TeamAgreementPlayer>[] = [
  { key: 'playerName', header: '선수', render: (row) => row.playerName },
  { key: 'leagueName', header: '리그', render: (row) => row.leagueName },
  { key: 'signed', header: '서명', align: 'center', render: (row) => (row.signedAt ? '서명 완료' : '미서명') },
  { key: 'signedAt', header: '서명 일시', render: (row) => (row.signedAt ? formatDateTime(row.signedAt) : '') },
];

function SeasonStatus({ teamId, seasonId }: { teamId: string; seasonId: number }) {
  const status = useTeamAgreement(teamId, seasonId);
  if (status.error) return <ErrorPanel title="서명 현황을 불러오지 못했습니다" message={status.error.message} onRetry={() => void status.mutate()} />;
  if (!status.data) return <Skeleton label="서명 현황을 불러오는 중입니다…" />;
  const signed = status.data.players.filter((player) => player.signedAt !== null).length;
  return (
    <section aria-label="서약서 서명 현황">
      <p>
        {status.data.hasAgreement
          ? `등록 선수 ${status.data.players.length}명 중 ${signed}명이 서명했습니다.`
          : '리그가 아직 이 시즌의 참가 서약서를 작성하지 않았습니다.'}
      </p>
      <DataTable
        stickyFirstColumn
        caption="선수별 서명 현황 (한국 시간)"
        columns={columns}
        rows={status.data.players}
        rowKey={(row) => row.playerId}
        emptyMessage="이 시즌 리그에 등록된 선수가 없습니다."
      />
    </section>
  );
}

/** /team/admin/{teamId}/agreements (참가 서약서): which of the team's registered players signed the season's participation agreement. */
export function AgreementsPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const selectId = useId();
  const { seasons, error, mutate } = useAgreementSeasons(teamId);
  const [chosen, setChosen] = useState<number | null>(null);
  const seasonId = seasons?.some((season) => season.seasonId === chosen) ? chosen : (seasons?.[0]?.seasonId ?? null);

  return (
    <>
      <PageHeader title="참가 서약서" description="리그에 등록된 우리 팀 선수들이 시즌 참가 서약서에 서명했는지 확인합니다. 선수는 회원 화면의 리그 참가 동의서에서 서명합니다." />
      <Panel>
        {error && !seasons ? (
          <ErrorPanel title="참가 리그를 불러오지 못했습니다" message={error.message} onRetry={() => void mutate()} />
        ) : !seasons ? (
          <Skeleton label="참가 리그를 불러오는 중입니다…" />
        ) : seasonId === null ? (
          <EmptyState message="진행 중인 시즌에 참가한 리그가 없습니다." />
        ) : (
          <>
            <p>
              <label htmlFor={selectId}>시즌 </label>
              <select id={selectId} className="dg-input" value={seasonId} onChange={(event) => setChosen(Number(event.target.value))}>
                {seasons.map((season) => (
                  <option key={season.seasonId} value={season.seasonId}>
                    {season.label}
                  </option>
                ))}
              </select>
            </p>
            <SeasonStatus teamId={teamId} seasonId={seasonId} />
          </>
        )}
      </Panel>
    </>
  );
}
