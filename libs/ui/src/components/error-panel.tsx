import type { ReactNode } from 'react';
import { Button } from './button';

export interface ErrorPanelProps {
  title?: ReactNode;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorPanel({
  title = '문제가 발생했습니다',
  message = '잠시 후 다시 시도해 주세요.',
  onRetry,
  retryLabel = '다시 시도',
}: ErrorPanelProps) {
  return (
    <div className="dg-state dg-state--error" role="alert">
      <span className="dg-state__icon" aria-hidden="true">
        !
      </span>
      <p className="dg-state__title">{title}</p>
      <p>{message}</p>
      {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </div>
  );
}
