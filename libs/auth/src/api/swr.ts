import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiClient } from './api-client';
import { isApiError, type ApiError } from './api-error';

/** SWR key: an API path (GET), or null to skip fetching. */
export type ApiKey = string | null;

/** GETs the path with the shared client; the resolved value is the envelope's `data`. */
export function swrFetcher<T>(path: string): Promise<T> {
  return apiClient.get<T>(path);
}

/** Errors a retry cannot fix (bad request, missing page, no permission, not logged in). */
const isFinalError = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/** For `<SWRConfig value={swrConfig}>`: the shared fetcher, no retries of 4xx answers. */
export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  shouldRetryOnError: (error: unknown) => !isFinalError(error),
};

/** `useSWR` over the API client, typed by the `data` it returns. */
export function useApiSWR<T>(path: ApiKey, config?: SWRConfiguration<T, ApiError>): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(path, swrFetcher<T>, { ...swrConfig, ...config } as SWRConfiguration<T, ApiError>);
}
