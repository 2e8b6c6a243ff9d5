import { useEffect } from 'react';
import { apiClient, useServiceStatus } from '@dugout/auth';
import { ServiceNotice } from '@dugout/ui';

const MIN_CHECK_SECONDS = 5;
const MAX_CHECK_SECONDS = 60;

/**
 * While the API answers 503 (any call, from any area), a Korean notice under the top bar. Meanwhile
 * /api/health is asked again every Retry-After seconds, so the notice goes once the API is back
 * even if the visitor does nothing.
 */
export function ServiceStatusNotice() {
  const unavailable = useServiceStatus((status) => status.unavailable);
  const retryAfterSeconds = useServiceStatus((status) => status.retryAfterSeconds);

  useEffect(() => {
    if (!unavailable) return undefined;
    const seconds = Math.min(Math.max(retryAfterSeconds ?? MIN_CHECK_SECONDS, MIN_CHECK_SECONDS), MAX_CHECK_SECONDS);
    const timer = setInterval(() => {
      apiClient.get('/api/health').catch(() => undefined); // the answer updates the status
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [unavailable, retryAfterSeconds]);

  return unavailable ? <ServiceNotice /> : null;
}
