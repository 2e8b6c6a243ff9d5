/**
 * Emails are kept trimmed and lower-cased: one address is one account whatever the case typed,
 * on SQLite (case-sensitive comparisons) as on MySQL (case-insensitive collation).
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
