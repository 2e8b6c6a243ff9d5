import { useEffect, type RefObject } from 'react';

export interface RevealState {
  submitCount: number;
  isSubmitting: boolean;
  /** The form's alert text (the server's refusal), if any. */
  status?: unknown;
}

/**
 * After a submit that did not go through, brings its first message where the eye is: the form's alert
 * scrolled into view, else the first refused field focused. A long form's save button sits far below
 * its top, where the alert and the first fields are.
 */
export function useRevealFormErrors(form: RefObject<HTMLFormElement | null>, { submitCount, isSubmitting, status }: RevealState): void {
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || !form.current) return;
    const alert = form.current.querySelector<HTMLElement>('[role="alert"]');
    if (typeof status === 'string' && alert) {
      alert.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    form.current.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, submitCount, isSubmitting, status]);
}
