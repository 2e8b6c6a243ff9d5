import { ApiError, NETWORK_ERROR_STATUS, reportServiceStatus, useAuthStore } from '@dugout/auth';

async function failureMessage(response: Response): Promise<string | undefined> {
  try {
    const envelope: unknown = JSON.parse(await response.text());
    const error = typeof envelope === 'object' && envelope !== null ? (envelope as { error?: unknown }).error : undefined;
    return typeof error === 'string' ? error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET a file of the API as a Blob with the stored Bearer token (the shared apiClient reads JSON
 * only). Failures throw ApiError like the client; a 401 is reported as is, without a refresh: the
 * page around the file (loaded through apiClient) has just refreshed the session when it had to.
 */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const accessToken = useAuthStore.getState().user?.accessToken;
  const headers: Record<string, string> = accessToken ? { Authorization: `Bearer ${accessToken}` } : {};
  let response: Response;
  try {
    response = await globalThis.fetch(path, { method: 'GET', headers, credentials: 'omit', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_STATUS);
  }
  reportServiceStatus(response);
  if (!response.ok) throw new ApiError(response.status, await failureMessage(response));
  return response.blob();
}
