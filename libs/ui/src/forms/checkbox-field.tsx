import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-messages';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name'> {
  label: ReactNode;
  name: string;
  error?: string | false | null;
}

/** A checkbox with its label beside it and its error text underneath. */
export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hasError = Boolean(error);
  return (
    <div className={['dg-check', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="dg-check__label">
        <input
          id={inputId}
          type="checkbox"
          className="dg-check__box"
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(inputId, undefined, error)}
          {...input}
        />
        <span>{label}</span>
      </label>
      <FieldMessages id={inputId} error={error} />
    </div>
  );
}
