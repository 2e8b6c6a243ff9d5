import { lazy, Suspense } from 'react';
import { useServiceStatus } from '@dugout/auth';

// Shown only while the API is away: its code (the notice and the health checks) is not part of the first view.
const ServiceUnavailable = lazy(() => import('./service-unavailable'));

/** While the API answers 503 (any call, from any area), a Korean notice under the top bar. */
export function ServiceStatusNotice() {
  const unavailable = useServiceStatus((status) => status.unavailable);
  const retryAfterSeconds = useServiceStatus((status) => status.retryAfterSeconds);
  return unavailable ? (
    <Suspense fallback={null}>
      <ServiceUnavailable retryAfterSeconds={retryAfterSeconds ?? null} />
    </Suspense>
  ) : null;
}
