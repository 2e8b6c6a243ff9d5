import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import {
  DEFAULT_CANCEL_REASON,
  formatDateTime,
  scheduleRowActions,
  VALIDATION_LIMITS,
  VALIDATION_MESSAGES,
  type ScheduleAdminRow,
} from '@dugout/contracts';
import { Button, buttonClassName, DataTable, ErrorPanel, FormAlert, Modal, PageHeader, Skeleton, TextField, useConfirm, useToast } from '@dugout/ui';
import { SeasonMonthLeagueList } from '../../../shared/components/season-month-league-list';
import { useSeasonMonthLeague } from '../../../shared/hooks/use-season-month-league';
import { adminPath } from '../../../shared/lib/admin-paths';
import { readScheduleListQuery, scheduleListScreen, type ScheduleListQuery } from '../../../shared/lib/schedule-list-query';
import { cancelScheduleGame } from '../api/cancel-schedule-game';
import { deleteScheduleGame } from '../api/delete-schedule-game';
import { resumeScheduleGame } from '../api/resume-schedule-game';
import { useScheduleSearch } from '../api/search-schedule';
import { suspendScheduleGame } from '../api/suspend-schedule-game';
import { scheduleScreens, sideName } from '../lib/schedule-admin-format';
import './schedule-admin.css';

/** Spec 8's schedule messages. */
export const SCHEDULE_LIST_MESSAGES = {
  deleteConfirm: '삭제하시겠습니까?',
  deleted: '삭제되었습니다.',
  deleteFailed: '삭제에 실패했습니다.',
  deleteError: '삭제 중 오류가 발생했습니다.',
  cancelled: '경기를 취소했습니다.',
  cancelFailed: '취소에 실패했습니다.',
  cancelError: '취소 중 오류가 발생했습니다.',
  suspended: '서스펜디드 경기로 지정했습니다.',
  suspendError: '서스펜디드 지정 중 오류가 발생했습니다.',
  resumed: '재개 일정을 저장했습니다.',
  resumeError: '재개 일정 저장 중 오류가 발생했습니다.',
} as const;

type Notice = { tone: 'info' | 'error'; message: string } | null;

/** What the form hands back to the list after a save (location state). */
export interface ScheduleListState {
  notice?: string;
  seasonId?: number;
  month?: string;
  leagueId?: number | null;
}

const withReason = (base: string, error: unknown) => (isApiError(error) && error.message ? `${base} ${error.message}` : base);

/**
 * 일정 관리 (spec 2): a season, a month of it and a league or all, kept in the address
 * (schedule?season=&month=&league=); the month is by default that of the season's next game;
 * the month's games from today on first, the earlier ones after; edit, cancel (with a reason),
 * delete (after a confirmation) by the rule of spec 5, and the suspended-game actions.
 */
export function ScheduleListPage() {
  const { path = '' } = useParams<{ path: string }>();
  const location = useLocation();
  const back = (location.state as ScheduleListState | null) ?? {};
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readScheduleListQuery(searchParams);
  const filter = useSeasonMonthLeague(path, {
    seasonId: query.seasonId ?? back.seasonId ?? null,
    month: query.month ?? back.month ?? null,
    leagueId: query.leagueId ?? back.leagueId ?? null,
  });
  const { seasonId, month, leagueId } = filter;
  const chosenLeagueId = query.leagueId ?? back.leagueId ?? null;
  const choose = (next: ScheduleListQuery) => {
    const screen = scheduleListScreen({ seasonId, month: query.month ?? back.month, leagueId, ...next });
    setSearchParams(new URLSearchParams(screen.split('?')[1] ?? ''), { replace: true });
  };
  const search = useScheduleSearch(seasonId, month, leagueId);
  const { confirm, confirmDialog } = useConfirm();
  const { showToast, hideToast, toast } = useToast();
  const [notice, setNotice] = useState<Notice>(back.notice ? { tone: 'info', message: back.notice } : null);
  const [busy, setBusy] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<ScheduleAdminRow | null>(null);
  const [resuming, setResuming] = useState<ScheduleAdminRow | null>(null);

  useEffect(() => {
    // A league of another season is no choice any more.
    if (chosenLeagueId && leagueId === null) {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('league');
        return next;
      }, { replace: true });
    }
  }, [chosenLeagueId, leagueId, setSearchParams]);

  const referenceDay = search.data?.serverTime.slice(0, 10) ?? '';

  // A row's action may be far down the list: its outcome goes to the toast.
  const run = async (gameId: number, work: () => Promise<string>, errorMessage: (error: unknown) => string) => {
    setNotice(null);
    hideToast();
    setBusy(gameId);
    try {
      showToast(await work());
    } catch (error) {
      console.error('일정 작업 실패', error);
      showToast(errorMessage(error), 'error');
    } finally {
      setBusy(null);
      await search.mutate();
    }
  };

  const remove = async (row: ScheduleAdminRow) => {
    if (!(await confirm(SCHEDULE_LIST_MESSAGES.deleteConfirm, { confirmLabel: '삭제', danger: true }))) return;
    await run(
      row.gameId,
      async () => {
        const result = await deleteScheduleGame(row.leagueId, row.gameId);
        if (result !== 1) throw new Error(SCHEDULE_LIST_MESSAGES.deleteFailed);
        return SCHEDULE_LIST_MESSAGES.deleted;
      },
      (error) => (error instanceof Error && error.message === SCHEDULE_LIST_MESSAGES.deleteFailed ? error.message : withReason(SCHEDULE_LIST_MESSAGES.deleteError, error)),
    );
  };

  const cancelGame = async (row: ScheduleAdminRow, reason: string) => {
    setCancelling(null);
    await run(
      row.gameId,
      async () => {
        const result = await cancelScheduleGame(row.gameId, reason);
        if (result !== 1) throw new Error(SCHEDULE_LIST_MESSAGES.cancelFailed);
        return SCHEDULE_LIST_MESSAGES.cancelled;
      },
      (error) => (error instanceof Error && error.message === SCHEDULE_LIST_MESSAGES.cancelFailed ? error.message : withReason(SCHEDULE_LIST_MESSAGES.cancelError, error)),
    );
  };

  const suspend = (row: ScheduleAdminRow) =>
    run(
      row.gameId,
      async () => {
        await suspendScheduleGame(row.gameId);
        return SCHEDULE_LIST_MESSAGES.suspended;
      },
      (error) => withReason(SCHEDULE_LIST_MESSAGES.suspendError, error),
    );

  const resume = async (row: ScheduleAdminRow, time: string) => {
    setResuming(null);
    await run(
      row.gameId,
      async () => {
        await resumeScheduleGame(row.gameId, time.replace('T', ' '), row.groundId);
        return SCHEDULE_LIST_MESSAGES.resumed;
      },
      (error) => withReason(SCHEDULE_LIST_MESSAGES.resumeError, error),
    );
  };

  const header = (
    <PageHeader
      title="일정 관리"
      description="시즌·월·리그별 경기 일정을 보고, 경기를 등록·수정·취소·삭제합니다."
      actions={
        <div className="dg-schedule-admin__links">
          <Link className={buttonClassName('primary')} to={adminPath(path, scheduleScreens.form(seasonId, leagueId))}>
            개별 등록
          </Link>
          <Link className={buttonClassName('secondary')} to={adminPath(path, scheduleScreens.upload(seasonId, leagueId))}>
            엑셀 업로드
          </Link>
          <Link className={buttonClassName('secondary')} to={adminPath(path, scheduleScreens.generate(seasonId, leagueId))}>
            자동 생성
          </Link>
        </div>
      }
    />
  );

  return (
    <>
      <SeasonMonthLeagueList
        header={header}
        title="경기 일정"
        notice={notice ? <FormAlert tone={notice.tone}>{notice.message}</FormAlert> : null}
        filter={filter}
        onChange={choose}
      >
        {() =>
          search.error ? (
            <ErrorPanel title="일정을 불러오지 못했습니다" message={search.error.message} onRetry={() => void search.mutate()} />
          ) : !search.data ? (
            <Skeleton lines={5} />
          ) : (
            <DataTable
              rows={search.data.data}
              rowKey={(row) => row.gameId}
              stackOnNarrow
              emptyMessage="등록된 일정이 없습니다."
              columns={[
                { key: 'league', header: '리그', render: (row) => row.league.leagueName },
                {
                  key: 'scheduleTime',
                  header: '경기 일시',
                  render: (row) => (
                    <>
                      {formatDateTime(row.scheduleTime)}
                      {row.gameName ? <span className="dg-schedule-admin__cancel" style={{ color: 'inherit' }}>{row.gameName}</span> : null}
                    </>
                  ),
                },
                { key: 'visit', header: '원정', render: (row) => sideName(row, 'visit') },
                {
                  key: 'home',
                  header: '홈',
                  render: (row) => (
                    <>
                      {sideName(row, 'home')}
                      {row.suspended ? <span className="dg-schedule-admin__mark">서스펜디드</span> : null}
                      {row.isCancel ? <span className="dg-schedule-admin__cancel">취소: {row.cancelReason ?? ''}</span> : null}
                    </>
                  ),
                },
                { key: 'ground', header: '구장', render: (row) => row.ground?.groundName ?? '-' },
                { key: 'writer', header: '기록원', render: (row) => row.writer?.username ?? '-' },
                {
                  key: 'actions',
                  header: '관리',
                  render: (row) => {
                    const shown = scheduleRowActions(row, referenceDay);
                    const label = `${formatDateTime(row.scheduleTime)} ${sideName(row, 'visit')} 대 ${sideName(row, 'home')}`;
                    const canSuspend = !row.suspended && !row.isCancel && !row.game && row.visitTeamId !== null && row.homeTeamId !== null;
                    return (
                      <div className="dg-schedule-admin__actions" role="group" aria-label={`${label} 관리`}>
                        {shown.edit ? (
                          <Link className={buttonClassName('secondary', 'sm')} to={adminPath(path, scheduleScreens.form(seasonId, row.leagueId, row.gameId))}>
                            수정
                          </Link>
                        ) : null}
                        {shown.cancel ? (
                          <Button size="sm" variant="secondary" disabled={busy === row.gameId} onClick={() => setCancelling(row)}>
                            취소
                          </Button>
                        ) : null}
                        {shown.delete ? (
                          <Button size="sm" variant="danger" disabled={busy === row.gameId} onClick={() => void remove(row)}>
                            삭제
                          </Button>
                        ) : null}
                        {canSuspend ? (
                          <Button size="sm" variant="secondary" disabled={busy === row.gameId} onClick={() => void suspend(row)}>
                            서스펜디드
                          </Button>
                        ) : null}
                        {row.suspended && !row.isCancel && !row.game ? (
                          <Button size="sm" variant="secondary" disabled={busy === row.gameId} onClick={() => setResuming(row)}>
                            재개 일정
                          </Button>
                        ) : null}
                      </div>
                    );
                  },
                },
              ]}
            />
          )
        }
      </SeasonMonthLeagueList>
      {cancelling ? <CancelDialog row={cancelling} onClose={() => setCancelling(null)} onConfirm={(reason) => void cancelGame(cancelling, reason)} /> : null}
      {resuming ? <ResumeDialog row={resuming} onClose={() => setResuming(null)} onConfirm={(time) => void resume(resuming, time)} /> : null}
      {confirmDialog}
      {toast}
    </>
  );
}

function CancelDialog({ row, onClose, onConfirm }: { row: ScheduleAdminRow; onClose: () => void; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState(DEFAULT_CANCEL_REASON);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const text = reason.trim();
    if (!text) return setError('취소 사유를 입력해 주세요.');
    if (text.length > VALIDATION_LIMITS.cancelReasonMax) return setError(VALIDATION_MESSAGES.cancelReasonMax);
    onConfirm(text);
  };
  return (
    <Modal
      open
      title="경기 취소"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            닫기
          </Button>
          <Button variant="danger" onClick={submit}>
            경기 취소
          </Button>
        </>
      }
    >
      <p>
        {formatDateTime(row.scheduleTime)} {sideName(row, 'visit')} 대 {sideName(row, 'home')} 경기를 취소합니다. 진행 중인 경기 기록이 있으면 함께 삭제됩니다.
      </p>
      <TextField
        label={`취소 사유 (${VALIDATION_LIMITS.cancelReasonMax}자 이내)`}
        name="reason"
        value={reason}
        maxLength={VALIDATION_LIMITS.cancelReasonMax}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
    </Modal>
  );
}

function ResumeDialog({ row, onClose, onConfirm }: { row: ScheduleAdminRow; onClose: () => void; onConfirm: (time: string) => void }) {
  const [time, setTime] = useState(row.scheduleTime.slice(0, 16));
  return (
    <Modal
      open
      title="서스펜디드 경기 재개 일정"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            닫기
          </Button>
          <Button onClick={() => onConfirm(time)}>저장</Button>
        </>
      }
    >
      <p>
        {sideName(row, 'visit')} 대 {sideName(row, 'home')} 경기를 같은 경기로 이어서 치를 날짜와 시간을 정합니다.
      </p>
      <TextField label="재개 일시 (yyyy-MM-dd HH:mm)" name="resumeTime" type="datetime-local" lang="ko" value={time} onChange={(event) => setTime(event.target.value)} />
    </Modal>
  );
}
