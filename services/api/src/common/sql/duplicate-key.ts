/** A unique index refused the row: MySQL's ER_DUP_ENTRY, SQLite's UNIQUE constraint (better-sqlite3). */
export function isDuplicateKey(error: unknown): boolean {
  const { code, message, driverError } = (error ?? {}) as { code?: unknown; message?: unknown; driverError?: { code?: unknown; message?: unknown } };
  if ([code, driverError?.code].some((value) => value === 'ER_DUP_ENTRY' || value === 'SQLITE_CONSTRAINT_UNIQUE')) return true;
  return [message, driverError?.message].some((text) => typeof text === 'string' && /UNIQUE constraint failed/.test(text));
}
