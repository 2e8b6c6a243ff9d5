import { useState, type FormEvent } from 'react';
import { defaultErrorMessage, isApiError } from '@dugout/auth';
import { Button, FormAlert, Modal } from '@dugout/ui';
import { MANAGER_REQUEST_MESSAGE_MAX, requestManager } from '../api/request-manager';

export const REQUEST_DONE = '운영진 신청이 접수되었습니다. 총괄 관리자가 승인하면 리그 관리 화면을 이용할 수 있습니다.';
export const REQUEST_FAILED = '운영진 신청 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
export const REQUEST_CONFLICT = '이미 이 리그의 운영진이거나 승인을 기다리는 신청이 있습니다.';

export interface ManagerRequestDialogProps {
  mainId: number;
  mainName: string;
  onClose: () => void;
  onRequested: () => void;
}

/** Why the request did not go through, in Korean: the server's own reason for 400/409. */
function failureText(error: unknown): string {
  if (!isApiError(error)) return REQUEST_FAILED;
  // A 409 without the server's reason still says what a conflict means here.
  if (error.status === 409) return error.message === defaultErrorMessage(409) ? REQUEST_CONFLICT : error.message;
  if (error.status === 400 || error.status === 404) return error.message;
  return REQUEST_FAILED;
}

/** The 운영진 신청 form: an optional message to the league's head managers. Loaded only when opened. */
export default function ManagerRequestDialog({ mainId, mainName, onClose, onRequested }: ManagerRequestDialogProps) {
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const done = result?.tone === 'info';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setResult(null);
    try {
      await requestManager(mainId, message);
      setResult({ tone: 'info', text: REQUEST_DONE });
      onRequested();
    } catch (error) {
      setResult({ tone: 'error', text: failureText(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={`${mainName} 운영진 신청`}
      onClose={onClose}
      footer={
        done ? (
          <Button onClick={onClose}>확인</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={sending}>
              취소
            </Button>
            <Button type="submit" form="lp-manager-request" disabled={sending} aria-busy={sending}>
              신청하기
            </Button>
          </>
        )
      }
    >
      {result ? <FormAlert tone={result.tone}>{result.text}</FormAlert> : null}
      {done ? null : (
        <form id="lp-manager-request" className="dg-form" onSubmit={(event) => void submit(event)} noValidate>
          <p>총괄 관리자가 신청을 확인한 뒤 등급을 정해 승인합니다.</p>
          <div className="dg-field">
            <label htmlFor="lp-manager-request-message" className="dg-field__label">
              남기는 말 (선택)
            </label>
            <textarea
              id="lp-manager-request-message"
              className="dg-input"
              rows={4}
              maxLength={MANAGER_REQUEST_MESSAGE_MAX}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder="맡고 싶은 일이나 소속 팀을 적어 주세요."
            />
            <p className="dg-field__hint">
              {message.length}/{MANAGER_REQUEST_MESSAGE_MAX}자
            </p>
          </div>
        </form>
      )}
    </Modal>
  );
}
