import { useRef, useState } from 'react';
import { defaultErrorMessage, isApiError } from '@dugout/auth';
import { isHeadManager, type GameRecordEditing, type GameRecordSaved, type ScheduleItem } from '@dugout/contracts';
import { Button, FormAlert, useConfirm } from '@dugout/ui';
import type { AdminRights } from '../../../shared/lib/admin-rights';
import { markGameFinal } from '../api/mark-game-final';
import { openGameCorrection } from '../api/open-game-correction';
import { saveGameLines } from '../api/save-game-lines';
import { saveGameRecord } from '../api/save-game-record';
import { saveGameScoreboard } from '../api/save-game-scoreboard';
import { enterMovesOn } from '../hooks/use-enter-moves-on';
import { useEntryDraft } from '../hooks/use-entry-draft';
import { battingOf, pitchingOf, scoreboardOf, SIDES } from '../lib/entry-draft';
import { BattingTable } from './batting-table';
import { CheckSummary, focusPath } from './check-summary';
import { CorrectionDialog } from './correction-dialog';
import { GameResultHeader } from './game-result-header';
import { LineScoreGrid } from './line-score-grid';
import { PitchingTable } from './pitching-table';
import { RecordHistoryPanel } from './record-history-panel';

export const CONFLICT_MESSAGE = '다른 기록원이 먼저 저장했습니다. 새로 불러온 뒤 다시 입력해 주세요.';
const BLOCKED_MESSAGE = '고쳐야 할 문제가 있어 저장하지 않았습니다. 점검 목록을 확인해 주세요.';
const FAILED_MESSAGE = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';
const PREFILLED_HINT = '저장된 기록이 없어 라인업으로 타자·투수 명단을 채웠습니다.';

type SaveKind = 'scoreboard' | 'records' | 'record';

export interface GameResultFormProps {
  editing: GameRecordEditing;
  game: ScheduleItem | undefined;
  rights: AdminRights;
  onReload: () => Promise<void>;
  /** After every write: the page brings its copy of the record up to date (version, prefilled) without redrawing the form. */
  onSaved?: () => void;
}

/** The entry form: header, line score, each side's batters and pitchers, the checks and the buttons. */
export function GameResultForm({ editing, game, rights, onReload, onSaved }: GameResultFormProps) {
  const { draft, check, messages, setServerErrors, actions } = useEntryDraft(editing.record);
  const [record, setRecord] = useState({ version: editing.version, state: editing.state, correctionOpen: editing.correctionOpen });
  const [savedDraft, setSavedDraft] = useState(draft);
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const { confirm, confirmDialog } = useConfirm();
  const formRef = useRef<HTMLFormElement>(null);

  const teamNames = { visit: editing.visitTeamName, home: editing.homeTeamName };
  const locked = (record.state === 'final' || record.state === 'corrected') && !record.correctionOpen;
  const disabled = locked || busy;
  const dirty = draft !== savedDraft;

  const afterWrite = (saved: GameRecordSaved, message: string) => {
    setRecord({ version: saved.version, state: saved.state, correctionOpen: saved.correctionOpen });
    setNotice(`${message} (버전 ${saved.version})`);
    onSaved?.();
  };

  const refused = (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      setConflict(error.message && error.message !== defaultErrorMessage(409) ? error.message : CONFLICT_MESSAGE);
      return;
    }
    if (isApiError(error)) {
      const fieldErrors = Object.fromEntries(Object.entries(error.errors).filter(([path]) => path !== '_form'));
      setServerErrors(fieldErrors);
      setAlert(error.message);
      const first = Object.keys(fieldErrors)[0];
      if (first) window.setTimeout(() => focusPath(formRef.current, first), 0);
      return;
    }
    setAlert(FAILED_MESSAGE);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    setAlert(null);
    try {
      await work();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const save = (kind: SaveKind) => {
    const blockers = kind === 'scoreboard' ? check.scoreboardErrors : check.errors;
    const first = Object.keys(blockers)[0];
    if (first) {
      setNotice(null);
      setAlert(BLOCKED_MESSAGE);
      focusPath(formRef.current, first);
      return;
    }
    const version = record.version;
    const sending = draft;
    void run(async () => {
      const saved =
        kind === 'scoreboard'
          ? await saveGameScoreboard(editing.gameId, { ...scoreboardOf(sending), version })
          : kind === 'records'
            ? await saveGameLines(editing.gameId, { batting: battingOf(sending), pitching: pitchingOf(sending), version })
            : await saveGameRecord(editing.gameId, { ...scoreboardOf(sending), batting: battingOf(sending), pitching: pitchingOf(sending), version });
      setSavedDraft(sending);
      afterWrite(saved, '저장되었습니다.');
    });
  };

  const makeFinal = async () => {
    const question = dirty
      ? '저장하지 않은 입력이 있습니다. 확정하면 마지막으로 저장한 기록이 공식 기록이 되고, 이후에는 1등급 관리자의 정정으로만 고칠 수 있습니다. 확정할까요?'
      : '확정하면 공식 기록이 되고, 이후에는 1등급 관리자의 정정으로만 고칠 수 있습니다. 확정할까요?';
    if (!(await confirm(question, { title: '기록 확정', confirmLabel: '확정' }))) return;
    void run(async () => afterWrite(await markGameFinal(editing.gameId), '기록을 확정했습니다.'));
  };

  const startCorrection = (reason: string) => {
    setCorrecting(false);
    void run(async () => afterWrite(await openGameCorrection(editing.gameId, { reason }), '정정을 시작했습니다. 고친 뒤 저장하고 다시 확정해 주세요.'));
  };

  return (
    <form ref={formRef} className="dg-game-result" aria-label="경기 결과 입력" onSubmit={(event) => event.preventDefault()} onKeyDown={enterMovesOn}>
      <GameResultHeader
        teamNames={teamNames}
        game={game}
        state={record.state}
        correctionOpen={record.correctionOpen}
        version={record.version}
        draft={draft}
        messages={messages}
        actions={actions}
        disabled={disabled}
      />
      {/* Only until the first save: from then on the form holds the stored record. */}
      {editing.prefilled && record.version === null ? <p className="dg-game-result__hint">{PREFILLED_HINT}</p> : null}
      {editing.suspended ? <p className="dg-game-result__hint">서스펜디드 경기입니다. 재개 전까지는 승리 유형을 비워 둔 채 저장할 수 있습니다.</p> : null}
      {locked ? <FormAlert tone="info">확정된 기록입니다. 1등급 관리자가 정정을 시작해야 고칠 수 있습니다.</FormAlert> : null}
      {conflict ? (
        <div role="alert" className="dg-alert dg-alert--error dg-game-result__conflict">
          <p>{conflict}</p>
          <Button variant="secondary" onClick={() => void onReload()}>
            새로 불러오기
          </Button>
        </div>
      ) : null}
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {notice ? (
        <p role="status" className="dg-alert dg-alert--info">
          {notice}
        </p>
      ) : null}

      <LineScoreGrid draft={draft} teamNames={teamNames} messages={messages} actions={actions} disabled={disabled} />
      {SIDES.map((side) => (
        <BattingTable key={side} side={side} teamName={teamNames[side]} draft={draft} players={editing.players[side]} messages={messages} actions={actions} disabled={disabled} />
      ))}
      {SIDES.map((side) => (
        <PitchingTable key={side} side={side} teamName={teamNames[side]} draft={draft} players={editing.players[side]} messages={messages} actions={actions} disabled={disabled} />
      ))}
      <CheckSummary messages={messages} draft={draft} teamNames={teamNames} players={editing.players} onPick={(path) => focusPath(formRef.current, path)} />

      <div className="dg-game-result__buttons">
        {locked ? (
          isHeadManager(rights) ? (
            <Button onClick={() => setCorrecting(true)} disabled={busy}>
              정정 시작
            </Button>
          ) : null
        ) : (
          <>
            <Button variant="secondary" onClick={() => save('scoreboard')} disabled={busy}>
              점수만 저장
            </Button>
            <Button variant="secondary" onClick={() => save('records')} disabled={busy}>
              선수 기록 저장
            </Button>
            <Button onClick={() => save('record')} disabled={busy}>
              전체 저장
            </Button>
            {record.version !== null && !rights.gameWriterOnly ? (
              <Button variant="danger" onClick={() => void makeFinal()} disabled={busy}>
                확정
              </Button>
            ) : null}
          </>
        )}
      </div>
      {correcting ? <CorrectionDialog onClose={() => setCorrecting(false)} onConfirm={startCorrection} /> : null}
      {confirmDialog}
      {/* The official record has a history once made final; a scorer without a grade is not shown it. */}
      {(record.state === 'final' || record.state === 'corrected') && !rights.gameWriterOnly ? <RecordHistoryPanel editing={editing} version={record.version} /> : null}
    </form>
  );
}
