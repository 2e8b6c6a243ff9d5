import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isApiError } from '@dugout/auth';
import type { Season, SeasonForm } from '@dugout/contracts';
import { Button, DataTable, ErrorPanel, Modal, PageHeader, Panel, Skeleton, useConfirm, useToast } from '@dugout/ui';
import { useLeagueBase } from '../../../shared/api/get-league-base';
import { apiPath } from '../../../shared/lib/api-paths';
import { createSeason } from '../api/create-season';
import { deleteSeason } from '../api/delete-season';
import { useSeasons } from '../api/get-seasons';
import { updateSeason } from '../api/update-season';
import { LeagueImagesPanel } from './league-images-panel';
import { SeasonFormFields } from './season-form';
import './seasons.css';

const DELETE_FAILED = '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

type Editing = { season?: Season } | null;

/**
 * 시즌 관리 (spec section 2, grade 1): the league's seasons with the active one marked, a dialog to
 * add or edit one, removal after a question (a season with games is refused by the server), and
 * the league's images (logo, side and top banner).
 */
export function SeasonsPage() {
  const { path = '' } = useParams<{ path: string }>();
  const base = useLeagueBase(path);
  const mainId = base.data?.mainId;
  const seasons = useSeasons(mainId);
  const { mutate } = useSWRConfig();
  const { confirm, confirmDialog } = useConfirm();
  // The list may be long and the dialog's form longer: outcomes go to the toast.
  const { showToast, hideToast, toast } = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<number | null>(null);

  // The league shell's base (season picker, active season) reads the same seasons.
  const reload = async () => {
    await Promise.all([seasons.mutate(), mutate(apiPath('league', 'base', path))]);
  };

  const save = async (form: SeasonForm) => {
    if (mainId === undefined) return;
    if (editing?.season) await updateSeason(mainId, editing.season.seasonId, form);
    else await createSeason(mainId, form);
    showToast(editing?.season ? '시즌을 수정했습니다.' : '시즌을 추가했습니다.');
    setEditing(null);
    await reload();
  };

  const remove = async (season: Season) => {
    if (mainId === undefined) return;
    const question = `'${season.seasonName}' 시즌을 삭제할까요? 시즌의 리그도 함께 삭제됩니다. 경기 일정이 있는 시즌은 삭제할 수 없습니다.`;
    if (!(await confirm(question, { confirmLabel: '삭제', danger: true }))) return;
    hideToast();
    setBusy(season.seasonId);
    try {
      await deleteSeason(mainId, season.seasonId);
      showToast('삭제되었습니다.');
      await reload();
    } catch (error) {
      console.error('시즌 삭제 실패', error);
      showToast(isApiError(error) ? error.message : DELETE_FAILED, 'error');
    } finally {
      setBusy(null);
    }
  };

  const header = (
    <PageHeader
      title="시즌 관리"
      description="시즌을 만들고 기간과 진행 중인 시즌을 정합니다. 진행 중인 시즌은 하나뿐입니다."
      actions={
        <Button onClick={() => setEditing({})} disabled={mainId === undefined}>
          시즌 추가
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

  return (
    <>
      {header}
      <Panel title="시즌 목록">
        {seasons.error ? (
          <ErrorPanel title="시즌 목록을 불러오지 못했습니다" onRetry={() => void seasons.mutate()} />
        ) : !seasons.data ? (
          <Skeleton lines={3} />
        ) : (
          <DataTable
            rows={seasons.data}
            stackOnNarrow
            rowKey={(row) => row.seasonId}
            emptyMessage="등록된 시즌이 없습니다."
            columns={[
              {
                key: 'seasonName',
                header: '시즌 이름',
                render: (row) => (
                  <>
                    {row.seasonName}
                    {row.active ? <span className="dg-admin-seasons__badge">진행 중</span> : null}
                  </>
                ),
              },
              { key: 'period', header: '기간', render: (row) => `${row.beginDate} ~ ${row.endDate}` },
              {
                key: 'actions',
                header: '관리',
                render: (row) => (
                  <div className="dg-admin-seasons__row-actions" role="group" aria-label={`${row.seasonName} 관리`}>
                    <Button size="sm" variant="secondary" onClick={() => setEditing({ season: row })}>
                      수정
                    </Button>
                    <Button size="sm" variant="danger" disabled={busy === row.seasonId} onClick={() => void remove(row)}>
                      삭제
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        )}
      </Panel>
      {base.data ? <LeagueImagesPanel mainId={base.data.mainId} main={base.data} onSaved={() => void base.mutate()} /> : null}
      <Modal open={editing !== null} title={editing?.season ? '시즌 수정' : '시즌 추가'} onClose={() => setEditing(null)}>
        {editing !== null ? (
          <SeasonFormFields key={editing.season?.seasonId ?? 'new'} season={editing.season} onSubmit={save} onCancel={() => setEditing(null)} />
        ) : null}
      </Modal>
      {confirmDialog}
      {toast}
    </>
  );
}
