import { useId, useRef, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import type { EntryMessages } from '../hooks/use-entry-draft';

/** What a cell lets through as it is typed: counts, innings (5, 5.1, 5.2), a line score run or X. */
const ALLOWED = {
  count: /^\d{0,3}$/,
  innings: /^\d{0,2}(\.[012]?)?$/,
  run: /^(\d{0,2}|[xX])$/,
} as const;
export type CellKind = keyof typeof ALLOWED;

export interface EntryCellProps {
  path: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  messages: EntryMessages;
  kind?: CellKind;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * Focusing a number cell selects what it holds, so typing replaces it (a 0 clicked and typed over
 * becomes 5, not 50), whether the cell is reached by click, Tab, Enter or a check message. A click
 * that focuses the cell would put the caret back on mouseup; that mouseup keeps the selection. A
 * click in a cell already focused places the caret as usual.
 */
function useSelectOnFocus() {
  const focusingClick = useRef(false);
  return {
    onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
    onMouseDown: (event: MouseEvent<HTMLInputElement>) => {
      focusingClick.current = document.activeElement !== event.currentTarget;
    },
    onMouseUp: (event: MouseEvent<HTMLInputElement>) => {
      if (!focusingClick.current) return;
      focusingClick.current = false;
      event.preventDefault();
      event.currentTarget.select();
    },
  };
}

/** One number of the box score: digits only, its check message right under it. */
export function EntryCell({ path, label, value, onChange, messages, kind = 'count', placeholder, disabled }: EntryCellProps) {
  const messageId = useId();
  const selectOnFocus = useSelectOnFocus();
  const error = messages.errors[path];
  const warning = error ? undefined : messages.warnings[path];
  return (
    <span className="dg-game-result__cell">
      <input
        type="text"
        inputMode={kind === 'innings' ? 'decimal' : 'numeric'}
        autoComplete="off"
        className="dg-game-result__input"
        data-path={path}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || warning ? messageId : undefined}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        {...selectOnFocus}
        onChange={(event) => {
          const text = event.target.value.trim();
          if (ALLOWED[kind].test(text)) onChange(kind === 'run' ? text.toUpperCase() : text);
        }}
      />
      <CellMessage id={messageId} error={error} warning={warning} />
    </span>
  );
}

export function CellMessage({ id, error, warning }: { id?: string; error?: string; warning?: string }) {
  if (error) {
    return (
      <span id={id} className="dg-game-result__error">
        {error}
      </span>
    );
  }
  if (warning) {
    return (
      <span id={id} className="dg-game-result__warning">
        {warning}
      </span>
    );
  }
  return null;
}

/** A computed place (a column total, a decision count) that a check message may point at. */
export function TotalCell({ path, children, messages }: { path: string; children: ReactNode; messages: EntryMessages }) {
  const messageId = useId();
  const error = messages.errors[path];
  const warning = error ? undefined : messages.warnings[path];
  return (
    <span className="dg-game-result__cell">
      <output data-path={path} tabIndex={-1} aria-describedby={error || warning ? messageId : undefined} className="dg-game-result__total">
        {children}
      </output>
      <CellMessage id={messageId} error={error} warning={warning} />
    </span>
  );
}

export const countText = (value: number | null) => (value === null ? '' : String(value));
export const countValue = (text: string) => (text === '' ? null : Number(text));
