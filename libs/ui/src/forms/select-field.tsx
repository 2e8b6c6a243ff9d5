import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './field-messages';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  label: ReactNode;
  name: string;
  /** The message under the field; nothing is shown for '', false or undefined. */
  error?: string | false | null;
  hint?: ReactNode;
  /** The <option> elements. */
  children: ReactNode;
}

/** A labelled select box with the same look, hint and error text as TextField. */
export function SelectField({ label, error, hint, id, className, children, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hasError = Boolean(error);
  return (
    <div className="dg-field">
      <label htmlFor={selectId} className="dg-field__label">
        {label}
      </label>
      <select
        id={selectId}
        className={['dg-input', hasError ? 'dg-input--invalid' : '', className ?? ''].filter(Boolean).join(' ')}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        {...select}
      >
        {children}
      </select>
      <FieldMessages id={selectId} hint={hint} error={error} />
    </div>
  );
}
