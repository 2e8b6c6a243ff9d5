import { useState } from 'react';
import { Button, Modal, TextField } from '@dugout/ui';

const REASON_MAX = 200;

/** Asks a grade-1 manager why the final record is being corrected. */
export function CorrectionDialog({ onClose, onConfirm }: { onClose: () => void; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const text = reason.trim();
    if (!text) return setError('정정 사유를 입력해 주세요.');
    if (text.length > REASON_MAX) return setError(`정정 사유는 ${REASON_MAX}자 이내로 입력해 주세요.`);
    onConfirm(text);
  };
  return (
    <Modal
      open
      title="기록 정정 시작"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            닫기
          </Button>
          <Button onClick={submit}>정정 시작</Button>
        </>
      }
    >
      <p>확정된 기록을 고칠 수 있게 엽니다. 사유와 바뀐 내용은 변경 이력에 남습니다.</p>
      <TextField
        label={`정정 사유 (${REASON_MAX}자 이내)`}
        name="reason"
        value={reason}
        maxLength={REASON_MAX}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
    </Modal>
  );
}
