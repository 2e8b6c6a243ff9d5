import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type ToastTone = 'info' | 'error';

/** The accessible name of the toast's regions (tests and assistive technology find it by it). */
export const TOAST_NAME = '알림';

/** How long a success toast stays; an error stays until it is closed or replaced. */
export const TOAST_INFO_MS = 8000;

interface ShownToast {
  id: number;
  tone: ToastTone;
  message: ReactNode;
}

export interface UseToastResult {
  /** Shows the message at the bottom of the window, where it is seen whatever the scroll; replaces the one shown. */
  showToast: (message: ReactNode, tone?: ToastTone) => void;
  hideToast: () => void;
  /** Render this once in the screen that calls showToast. */
  toast: ReactNode;
}

let nextId = 1;

/**
 * The one toast of the product: the outcome of an action the person took far down a long screen.
 * The status region is always in the page so screen readers announce what appears in it; an error
 * is an alert.
 */
export function useToast(): UseToastResult {
  const [shown, setShown] = useState<ShownToast | null>(null);
  const showToast = useCallback((message: ReactNode, tone: ToastTone = 'info') => setShown({ id: nextId++, tone, message }), []);
  const hideToast = useCallback(() => setShown(null), []);

  useEffect(() => {
    if (!shown || shown.tone !== 'info') return undefined;
    const timer = setTimeout(() => setShown((current) => (current?.id === shown.id ? null : current)), TOAST_INFO_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const body = (item: ShownToast) => (
    <div key={item.id} className={`dg-toast dg-toast--${item.tone}`}>
      <div className="dg-toast__message">{item.message}</div>
      <button type="button" className="dg-toast__close" aria-label="알림 닫기" onClick={hideToast}>
        ×
      </button>
    </div>
  );

  const toast =
    typeof document === 'undefined'
      ? null
      : createPortal(
          <div className="dg-toasts">
            <div role="status" aria-label={TOAST_NAME}>
              {shown?.tone === 'info' ? body(shown) : null}
            </div>
            {shown?.tone === 'error' ? (
              <div role="alert" aria-label={TOAST_NAME}>
                {body(shown)}
              </div>
            ) : null}
          </div>,
          document.body,
        );

  return { showToast, hideToast, toast };
}
