import { useEffect } from 'react';
import { apiClient } from '@dugout/auth';
import { ServiceNotice } from '@dugout/ui';

const MIN_CHECK_SECONDS = 5;
const MAX_CHECK_SECONDS = 60;

/**
 * The notice, loaded only while the API answers 503; meanwhile /api/health is asked again every
 * Retry-After seconds, so the notice goes once the API is back even if the visitor does nothing.
 */
export default function ServiceUnavailable({ retryAfterSeconds }: { retryAfterSeconds: number | null }) {
  useEffect(() => {
    const seconds = Math.min(Math.max(retryAfterSeconds ?? MIN_CHECK_SECONDS, MIN_CHECK_SECONDS), MAX_CHECK_SECONDS);
    const timer = setInterval(() => {
      apiClient.get('/api/health').catch(() => undefined); // the answer updates the status
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [retryAfterSeconds]);
  return <ServiceNotice />;
}
