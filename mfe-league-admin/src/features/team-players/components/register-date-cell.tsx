import { useId, useState, type FormEvent } from 'react';
import { registerDateSchema } from '@dugout/contracts';
import { Button } from '@dugout/ui';
import { formatDay } from '../lib/team-players-format';

interface RegisterDateCellProps {
  playerName: string;
  registerDate: string | null;
  disabled?: boolean;
  /** Saves the date; answers the refusal to show (the API's message), or null when it is saved. */
  onSave: (registerDate: string) => Promise<string | null>;
}

const validationMessage = (error: unknown) =>
  error instanceof Error && error.name === 'ValidationError' ? error.message : '등록일을 다시 확인해 주세요.';

/** The registration date of one row, changed in place: 변경 opens a date input with 저장 and 취소. */
export function RegisterDateCell({ playerName, registerDate, disabled, onSave }: RegisterDateCellProps) {
  const inputId = useId();
  const errorId = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(registerDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const open = () => {
    setValue(registerDate ?? '');
    setError(null);
    setEditing(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let payload: { registerDate: string };
    try {
      payload = await registerDateSchema.validate({ registerDate: value });
    } catch (failure) {
      setError(validationMessage(failure));
      return;
    }
    setSaving(true);
    const refusal = await onSave(payload.registerDate);
    setSaving(false);
    if (refusal) setError(refusal);
    else setEditing(false);
  };

  if (!editing) {
    return (
      <span className="dg-team-players__date">
        {registerDate ? formatDay(registerDate) : '날짜 없음'}
        <Button size="sm" variant="secondary" disabled={disabled} aria-label={`${playerName} 등록일 변경`} onClick={open}>
          변경
        </Button>
      </span>
    );
  }

  return (
    <form className="dg-team-players__date" onSubmit={(event) => void submit(event)} noValidate aria-label={`${playerName} 등록일 변경`}>
      <label htmlFor={inputId} className="dg-visually-hidden">
        {playerName} 등록일
      </label>
      <input
        id={inputId}
        type="date"
        className="dg-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={saving} aria-busy={saving}>
        저장
      </Button>
      <Button size="sm" variant="secondary" disabled={saving} onClick={() => setEditing(false)}>
        취소
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="dg-team-players__date-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
