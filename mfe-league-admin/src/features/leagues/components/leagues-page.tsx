import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isApiError } from '@dugout/auth';
import { tiebreakCriteria, type AdminLeague, type LeagueForm } from '@dugout/contracts';
import { Button, DataTable, ErrorPanel, Modal, PageHeader, Panel, Skeleton, useConfirm, useToast } from '@dugout/ui';
import { useLeagueBase } from '../../../shared/api/get-league-base';
import { seasonLeaguesPath } from '../../../shared/api/get-season-leagues';
import { defaultSeasonId, SeasonLeaguePicker } from '../../../shared/components/season-league-picker';
import { createLeague } from '../api/create-league';
import { deleteLeague } from '../api/delete-league';
import { useAdminLeagues } from '../api/get-admin-leagues';
import { updateLeague } from '../api/update-league';
import { LeagueFormFields } from './league-form';
import './leagues.css';

const DELETE_FAILED = '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

type Editing = { league?: AdminLeague } | null;

/** 리그 관리 (spec section 2, grade 1): the leagues of a chosen season with their record settings; add, edit, delete. */
export function LeaguesPage() {
  const { path = '' } = useParams<{ path: string }>();
  const base = useLeagueBase(path);
  const mainId = base.data?.mainId;
  const [chosen, setChosen] = useState<number | null>(null);
  const seasonId = base.data ? defaultSeasonId(base.data.seasons, chosen) : null;
  const leagues = useAdminLeagues(mainId, seasonId);
  const { mutate } = useSWRConfig();
  const { confirm, confirmDialog } = useConfirm();
  // The list may be long and the dialog's form longer: outcomes go to the toast.
  const { showToast, hideToast, toast } = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<number | null>(null);

  // The other screens' league selects read the public list of the season.
  const reload = async () => {
    await Promise.all([leagues.mutate(), seasonId ? mutate(seasonLeaguesPath(seasonId)) : undefined]);
  };

  const save = async (form: LeagueForm) => {
    if (mainId === undefined || !seasonId) return;
    if (editing?.league) await updateLeague(mainId, seasonId, editing.league.leagueId, form);
    else await createLeague(mainId, seasonId, form);
    showToast(editing?.league ? '리그를 수정했습니다.' : '리그를 추가했습니다.');
    setEditing(null);
    await reload();
  };

  const remove = async (league: AdminLeague) => {
    if (mainId === undefined || !seasonId) return;
    if (!(await confirm(`'${league.leagueName}' 리그를 삭제할까요? 참가팀과 선수 등록도 함께 삭제됩니다.`, { confirmLabel: '삭제', danger: true }))) return;
    hideToast();
    setBusy(league.leagueId);
    try {
      await deleteLeague(mainId, seasonId, league.leagueId);
      showToast('삭제되었습니다.');
      await reload();
    } catch (error) {
      console.error('리그 삭제 실패', error);
      showToast(isApiError(error) ? error.message : DELETE_FAILED, 'error');
    } finally {
      setBusy(null);
    }
  };

  const header = (
    <PageHeader
      title="리그 관리"
      description="시즌의 리그(부)를 만들고 승점, 순위 결정 순서, 규정타석·규정이닝 같은 기록 설정을 정합니다."
      actions={
        <Button onClick={() => setEditing({})} disabled={!seasonId}>
          리그 추가
        </Button>
      }
    />
  );

  if (base.error) {
    return (
      <>
        {header}
        <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={() => void base.mutate()} />
      </>
    );
  }
  if (!base.data) return <>{header}<Skeleton lines={3} /></>;

  const nextSortOrder = Math.max(-1, ...(leagues.data ?? []).map((league) => league.sortOrder)) + 1;

  return (
    <>
      {header}
      <SeasonLeaguePicker
        seasons={base.data.seasons}
        value={{ seasonId, leagueId: null }}
        withLeague={false}
        onChange={(choice) => {
          setChosen(choice.seasonId);
          hideToast();
        }}
      />
      <Panel title="리그 목록">
        {!seasonId ? (
          <p>먼저 시즌 관리에서 시즌을 만들어 주세요.</p>
        ) : leagues.error ? (
          <ErrorPanel title="리그 목록을 불러오지 못했습니다" onRetry={() => void leagues.mutate()} />
        ) : !leagues.data ? (
          <Skeleton lines={3} />
        ) : (
          <DataTable
            rows={leagues.data}
            stackOnNarrow
            rowKey={(row) => row.leagueId}
            emptyMessage="등록된 리그가 없습니다."
            columns={[
              { key: 'leagueName', header: '리그 이름' },
              { key: 'points', header: '승점 (승/무/패)', render: (row) => `${row.pointsWin}/${row.pointsDraw}/${row.pointsLoss}` },
              { key: 'tiebreakOrder', header: '순위 결정 순서', render: (row) => row.tiebreakOrder.map((c) => tiebreakCriteria.label(c)).join(' → ') },
              { key: 'eraBaseInnings', header: '평균자책점 기준', render: (row) => `${row.eraBaseInnings}이닝` },
              { key: 'gameCount', header: '경기 수', align: 'right', render: (row) => `${row.gameCount}경기` },
              {
                key: 'actions',
                header: '관리',
                render: (row) => (
                  <div className="dg-admin-leagues__row-actions" role="group" aria-label={`${row.leagueName} 관리`}>
                    <Button size="sm" variant="secondary" onClick={() => setEditing({ league: row })}>
                      수정
                    </Button>
                    <Button size="sm" variant="danger" disabled={busy === row.leagueId} onClick={() => void remove(row)}>
                      삭제
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        )}
      </Panel>
      <Modal open={editing !== null} title={editing?.league ? '리그 수정' : '리그 추가'} onClose={() => setEditing(null)}>
        {editing !== null ? (
          <LeagueFormFields
            key={editing.league?.leagueId ?? 'new'}
            league={editing.league}
            nextSortOrder={nextSortOrder}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      {confirmDialog}
      {toast}
    </>
  );
}
