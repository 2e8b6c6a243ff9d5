/** Builds an API path from segments, encoding each one. */
export function apiPath(...segments: (string | number)[]): string {
  return `/api/${segments.map((segment) => encodeURIComponent(String(segment))).join('/')}`;
}
