/** Every API response: `{ ok, data, error?, errors? }`; `errors` is keyed by field for form errors. */
export interface ApiEnvelope<T> {
  ok: boolean;
  data: T | null;
  error?: string;
  errors?: Record<string, string>;
}
