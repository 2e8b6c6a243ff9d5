import type { FocusEvent } from 'react';
import { normalizePhone } from '@dugout/contracts';
import { TextField, type TextFieldProps } from '@dugout/ui';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'value'> {
  value: string;
  /** Called on leaving the field with the number as it is stored and shown (010-1234-5678), when that differs. */
  onNormalize(phone: string): void;
}

/** The member's mobile number: digits with or without hyphens, shown as 010-1234-5678 once the field is left. */
export function PhoneField({ value, onNormalize, onBlur, ...input }: PhoneFieldProps) {
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const phone = normalizePhone(value);
    if (phone !== value) onNormalize(phone);
    onBlur?.(event);
  };
  return (
    <TextField
      label="휴대전화 번호"
      type="tel"
      inputMode="tel"
      placeholder="010-xxxx-xxxx"
      {...input}
      value={value}
      onBlur={leave}
    />
  );
}
