import { create } from 'zustand';

export interface ServiceStatus {
  /** The API answered 503 (database away, maintenance) and has not answered normally since. */
  unavailable: boolean;
  /** The answer's Retry-After in seconds, when it gave one. */
  retryAfterSeconds: number | null;
}

/** Whether the API is answering; the shell shows a notice while it is not. Shared by every area. */
export const useServiceStatus = create<ServiceStatus>(() => ({ unavailable: false, retryAfterSeconds: null }));

/** Called by the API client with every answer: a 503 sets the status, any answer below 500 clears it. */
export function reportServiceStatus(response: Pick<Response, 'status'> & { headers?: Pick<Headers, 'get'> }): void {
  if (response.status === 503) {
    const retryAfter = Number(response.headers?.get('retry-after'));
    useServiceStatus.setState({ unavailable: true, retryAfterSeconds: Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : null });
  } else if (response.status < 500 && useServiceStatus.getState().unavailable) {
    useServiceStatus.setState({ unavailable: false, retryAfterSeconds: null });
  }
}
