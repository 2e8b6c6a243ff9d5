import type { ReactNode } from 'react';
import type { ApiError } from '@dugout/auth';
import { ErrorPanel, Skeleton } from '@dugout/ui';

interface Query<T> {
  data?: T;
  error?: ApiError;
  mutate: () => unknown;
}

/** A query's three states: loading skeleton, error with retry, then the content. */
export function QueryState<T>({ query, errorTitle, lines = 4, children }: { query: Query<T>; errorTitle: string; lines?: number; children: (data: T) => ReactNode }) {
  if (query.error) return <ErrorPanel title={errorTitle} message={query.error.message} onRetry={() => void query.mutate()} />;
  if (query.data === undefined) return <Skeleton lines={lines} label="불러오는 중입니다…" />;
  return <>{children(query.data)}</>;
}
