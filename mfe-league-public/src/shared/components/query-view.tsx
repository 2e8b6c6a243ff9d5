import { useDeferredValue, type ReactNode } from 'react';
import { EmptyState, ErrorPanel, Skeleton } from '@dugout/ui';

/** The parts of an SWR response a view needs. */
export interface QueryState<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryState<T>;
  children: (data: T) => ReactNode;
  /** Shown instead of the children when isEmpty says so (arrays: when they have no item). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Lines of the loading skeleton. */
  lines?: number;
  errorTitle?: string;
  /** Something the call depends on is still loading (the season's leagues): show the skeleton. */
  pending?: boolean;
}

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '잠시 후 다시 시도해 주세요.';

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Loading skeleton, Korean error with a retry, empty state or the content of one API call. */
export function QueryView<T>({
  query,
  children,
  empty,
  isEmpty = isEmptyArray,
  lines = 3,
  errorTitle = '정보를 불러오지 못했습니다',
  pending = false,
}: QueryViewProps<T>) {
  // SWR renders an answer at once, in one task; its content (a box score, a ranking table) is
  // rendered as a deferred value instead, which React slices into short tasks (a phone stays responsive).
  const data = useDeferredValue(query.data);
  if (query.error && data === undefined) {
    return <ErrorPanel title={errorTitle} message={errorMessage(query.error)} onRetry={() => void query.mutate()} />;
  }
  if (data === undefined) {
    // Not loading and no data: there was nothing to ask for (no season or league yet).
    if (!query.isLoading && !pending && empty !== undefined) return <EmptyState message={empty} />;
    return <Skeleton lines={lines} />;
  }
  if (empty !== undefined && isEmpty(data)) return <EmptyState message={empty} />;
  return <>{children(data)}</>;
}
