import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-messages';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: ReactNode;
  name: string;
  /** The message under the field; nothing is shown for '', false or undefined. */
  error?: string | false | null;
  hint?: ReactNode;
}

/** A labelled input with an optional hint and its error text underneath (linked for screen readers). */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hasError = Boolean(error);
  return (
    <div className="dg-field">
      <label htmlFor={inputId} className="dg-field__label">
        {label}
      </label>
      <input
        id={inputId}
        className={['dg-input', hasError ? 'dg-input--invalid' : '', className ?? ''].filter(Boolean).join(' ')}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...input}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
