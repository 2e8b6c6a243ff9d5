/**
 * Values of raw SQL rows read the same way on MySQL (mysql2) and SQLite (better-sqlite3): booleans come
 * back as 0/1, DECIMAL and COUNT as strings on MySQL, DATETIME as a Date on MySQL and as a UTC
 * 'YYYY-MM-DD HH:mm:ss.SSS' string on SQLite, DATE as a Date at UTC midnight or a 'YYYY-MM-DD' string.
 */

/** Korea has kept +09:00 all year since 1988, so the Seoul wall time is the UTC instant plus nine hours. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export type RawValue = unknown;

/** A row as the driver answers it, by column name. */
export type Row = Record<string, RawValue>;

export function rawBool(value: RawValue): boolean {
  return value === true || value === 1 || value === '1';
}

export function rawNumber(value: RawValue): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

export function rawNumberOrNull(value: RawValue): number | null {
  return value === null || value === undefined ? null : rawNumber(value);
}

export function rawString(value: RawValue): string {
  return typeof value === 'string' ? value : String(value ?? '');
}

export function rawStringOrNull(value: RawValue): string | null {
  return value === null || value === undefined ? null : rawString(value);
}

/** The instant of a DATETIME column (stored in UTC). */
export function rawInstant(value: RawValue): number {
  if (value instanceof Date) return value.getTime();
  const text = rawString(value).trim();
  return Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

/** A DATETIME column as an ISO date-time in Korean time: 2026-05-02T09:00:00+09:00. */
export function rawSeoulDateTime(value: RawValue): string {
  return seoulDateTime(rawInstant(value));
}

export function seoulDateTime(instant: number): string {
  return `${new Date(instant + SEOUL_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

/** The Korean calendar day (YYYY-MM-DD) of an instant. */
export function seoulDate(instant: number): string {
  return new Date(instant + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant Korean day `ymd` (YYYY-MM-DD) begins. */
export function seoulDayStart(ymd: string): number {
  return Date.parse(`${ymd}T00:00:00+09:00`);
}

/** A DATE column as YYYY-MM-DD, or null. */
export function rawDateOrNull(value: RawValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return rawString(value).slice(0, 10);
}

/** `?, ?, ?` for an IN list of `count` parameters. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** An instant as a DATETIME parameter (UTC, the stored form on both databases). */
export function utcDateTimeParam(instant: number): string {
  return new Date(instant).toISOString().slice(0, 23).replace('T', ' ');
}
