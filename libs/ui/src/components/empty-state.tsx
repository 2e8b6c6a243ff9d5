import type { ReactNode } from 'react';

export interface EmptyStateProps {
  message: ReactNode;
  children?: ReactNode;
}

export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="dg-state dg-state--empty">
      <p>{message}</p>
      {children}
    </div>
  );
}
