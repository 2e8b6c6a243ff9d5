import type { ReactNode } from 'react';

export interface FormAlertProps {
  children: ReactNode;
  tone?: 'error' | 'info';
}

/** A message for the whole form (e.g. the API's refusal), announced as an alert. */
export function FormAlert({ children, tone = 'error' }: FormAlertProps) {
  return (
    <div role="alert" className={`dg-alert dg-alert--${tone}`}>
      {children}
    </div>
  );
}
