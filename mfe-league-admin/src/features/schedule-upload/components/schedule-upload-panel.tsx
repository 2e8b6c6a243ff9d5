import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import { SCHEDULE_UPLOAD_COLUMNS, SCHEDULE_UPLOAD_MAX_ROWS, type ScheduleUploadPreview, type ScheduleUploadResult } from '@dugout/contracts';
import { Button, FormAlert, Panel, useConfirm } from '@dugout/ui';
import { applyScheduleUpload } from '../api/apply-schedule-upload';
import { previewScheduleUpload } from '../api/preview-schedule-upload';
import { SCHEDULE_TEMPLATE_URLS } from '../api/template-urls';
import { UploadPreviewTable } from './upload-preview-table';
import './schedule-upload.css';

export interface ScheduleUploadPanelProps {
  leagueId: number;
  leagueName: string;
  /** Where the saved games are seen (the admin schedule list). */
  scheduleListPath: string;
}

/** A refusal: the server's message and, when cells are to blame, its "3행 홈팀(D열): …" lines. */
interface Refusal {
  message: string;
  details: string[];
}

const refusalOf = (error: unknown): Refusal =>
  isApiError(error)
    ? { message: error.message, details: Object.entries(error.errors).map(([cell, message]) => (message.includes('행') ? message : `${cell}: ${message}`)) }
    : { message: '파일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.', details: [] };

/**
 * The spreadsheet upload of one league's schedule: template links, the file, 미리보기 (the rows
 * with their errors by row and column; nothing saved), then 저장 — enabled only for a file without
 * errors, after a confirmation — which saves every game or none.
 */
export function ScheduleUploadPanel({ leagueId, leagueName, scheduleListPath }: ScheduleUploadPanelProps) {
  const fileFieldId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ScheduleUploadPreview | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saved, setSaved] = useState<ScheduleUploadResult | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  const reset = () => {
    setPreview(null);
    setRefusal(null);
    setSaved(null);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    reset();
  };

  const runPreview = async () => {
    if (!file) return;
    reset();
    setBusy('preview');
    try {
      setPreview(await previewScheduleUpload(leagueId, file));
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (!file || !preview) return;
    const count = preview.rows.length;
    if (!(await confirm(`${leagueName}에 ${count}경기를 저장할까요? 파일의 모든 경기가 한 번에 등록됩니다.`, { confirmLabel: '저장' }))) return;
    setBusy('apply');
    setRefusal(null);
    try {
      const result = await applyScheduleUpload(leagueId, file);
      setSaved(result);
      setPreview(null);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(null);
    }
  };

  const errorCount = preview?.errors.length ?? 0;
  return (
    <>
      <Panel title="양식 내려받기">
        <p>
          양식의 첫 줄(열 제목)을 그대로 두고 둘째 줄부터 한 줄에 한 경기씩, 한 파일에 {SCHEDULE_UPLOAD_MAX_ROWS.toLocaleString('ko-KR')}경기까지
          적습니다. 수식과 병합된 셀은 쓸 수 없습니다.
        </p>
        <p className="dg-upload__templates">
          <a href={SCHEDULE_TEMPLATE_URLS.xlsx} download>
            엑셀 양식 (.xlsx)
          </a>
          <a href={SCHEDULE_TEMPLATE_URLS.csv} download>
            CSV 양식 (.csv)
          </a>
        </p>
        <ul className="dg-upload__columns">
          {SCHEDULE_UPLOAD_COLUMNS.map((column) => (
            <li key={column.key}>
              <strong>{column.header}</strong> {column.required ? '(필수)' : '(선택)'} 예: {column.example}
            </li>
          ))}
        </ul>
        <p className="dg-upload__hint">경기일시는 yyyy-MM-dd HH:mm(한국 시간)으로, 팀이 정해지지 않았으면 팀 이름 대신 미정이라고 적습니다.</p>
      </Panel>

      <Panel title="파일 올리기">
        <div className="dg-upload__file">
          <label htmlFor={fileFieldId}>일정 파일</label>
          <input
            ref={input}
            id={fileFieldId}
            type="file"
            className="dg-input"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={choose}
          />
          <Button variant="secondary" disabled={!file || busy !== null} onClick={() => void runPreview()}>
            {busy === 'preview' ? '읽는 중…' : '미리보기'}
          </Button>
        </div>

        {refusal ? (
          <FormAlert>
            <p>{refusal.message}</p>
            {refusal.details.length > 0 ? (
              <ul>
                {refusal.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </FormAlert>
        ) : null}

        {saved ? (
          <FormAlert tone="info">
            <p>
              {leagueName}에 {saved.count}경기를 저장했습니다. <Link to={scheduleListPath}>일정 관리에서 보기</Link>
            </p>
          </FormAlert>
        ) : null}

        {preview ? (
          <section aria-label="미리보기" className="dg-upload__preview">
            <p className={errorCount > 0 ? 'dg-upload__summary dg-upload__summary--error' : 'dg-upload__summary'}>
              {preview.fileName}: {preview.rows.length}경기{errorCount > 0 ? `, 잘못된 칸 ${errorCount}개 — 고친 파일을 다시 올려 주세요.` : ', 오류 없음'}
            </p>
            {errorCount > 0 ? (
              <ul className="dg-upload__errors" aria-label="오류 목록">
                {preview.errors.map((error, index) => (
                  <li key={`${error.row}-${error.column}-${index}`}>
                    {error.row}행 {error.header}({error.column}열): {error.message}
                  </li>
                ))}
              </ul>
            ) : null}
            <UploadPreviewTable preview={preview} />
            <div className="dg-upload__actions">
              <Button disabled={errorCount > 0 || preview.rows.length === 0 || busy !== null} onClick={() => void save()}>
                {busy === 'apply' ? '저장 중…' : '저장'}
              </Button>
            </div>
          </section>
        ) : null}
      </Panel>
      {confirmDialog}
    </>
  );
}
