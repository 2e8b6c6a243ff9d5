import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { buttonClassName } from './button';

export interface ConfirmOptions {
  /** Label of the button that says yes; 확인 unless told. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints the yes button red, for removals and other writes that cannot be undone. */
  danger?: boolean;
  title?: string;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one confirm dialog of the product (instead of window.confirm): an alertdialog that starts on 취소,
 * so Enter or a stray click never confirms a removal; Escape cancels and focus goes back where it was.
 */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel = '확인',
  cancelLabel = '취소',
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => previouslyFocused?.focus?.();
  }, [open]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab both move to the other one.
      event.preventDefault();
      (document.activeElement === cancelRef.current ? confirmRef : cancelRef).current?.focus();
    }
  };

  return createPortal(
    <div className="dg-modal-backdrop">
      <div
        className="dg-modal dg-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : messageId}
        aria-describedby={title ? messageId : undefined}
        onKeyDown={handleKeyDown}
      >
        {title ? (
          <div className="dg-modal__header">
            <h2 id={titleId} className="dg-modal__title">
              {title}
            </h2>
          </div>
        ) : null}
        <p id={messageId} className="dg-modal__body dg-confirm__message">
          {message}
        </p>
        <div className="dg-modal__footer">
          <button ref={cancelRef} type="button" className={buttonClassName('secondary')} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className={buttonClassName(danger ? 'danger' : 'primary')}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

interface PendingConfirm extends ConfirmOptions {
  message: ReactNode;
  resolve: (answer: boolean) => void;
}

export interface UseConfirmResult {
  /** Opens the dialog; resolves true for the yes button, false for 취소 or Escape. */
  confirm: (message: ReactNode, options?: ConfirmOptions) => Promise<boolean>;
  /** Render this once in the screen that calls confirm. */
  confirmDialog: ReactNode;
}

/** window.confirm as a promise, drawn with ConfirmDialog: `if (!(await confirm('삭제할까요?'))) return;` */
export function useConfirm(): UseConfirmResult {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const pendingRef = useRef<PendingConfirm | null>(null);

  const settle = useCallback((next: PendingConfirm | null, answer: boolean) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = next;
    setPending(next);
  }, []);

  // A question left open when the screen goes away counts as 취소, so no caller waits forever.
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  const confirm = useCallback(
    (message: ReactNode, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => settle({ ...options, message, resolve }, false)),
    [settle],
  );

  const answer = (value: boolean) => settle(null, value);

  const confirmDialog = pending ? (
    <ConfirmDialog
      open
      message={pending.message}
      title={pending.title}
      confirmLabel={pending.confirmLabel}
      cancelLabel={pending.cancelLabel}
      danger={pending.danger}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  ) : null;

  return { confirm, confirmDialog };
}
