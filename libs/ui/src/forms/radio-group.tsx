import { useId, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-messages';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption<V>[];
  /** The chosen value, or '' when nothing is chosen yet. */
  value: V | '';
  onChange: (value: V) => void;
  onBlur?: () => void;
  error?: string | false | null;
  disabled?: boolean;
}

/** A fieldset of radio buttons laid out in a row, with its error text underneath. */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: RadioGroupProps<V>) {
  const groupId = useId();
  const hasError = Boolean(error);
  return (
    <fieldset className="dg-field dg-radio-group" aria-describedby={describedBy(groupId, undefined, error)} aria-invalid={hasError || undefined}>
      <legend className="dg-field__label">{legend}</legend>
      <div className="dg-radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="dg-radio">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              disabled={disabled}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages id={groupId} error={error} />
    </fieldset>
  );
}
