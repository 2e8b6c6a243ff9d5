import type { AuditChanges, AuditValue } from '@dugout/contracts';

/** A stored object as the log sees it: its fields by name. */
export type AuditSnapshot = Readonly<Record<string, unknown>>;

/** A field value as JSON the log can keep: dates as ISO text, undefined as null, functions dropped. */
export function toAuditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(toAuditValue);
  if (value instanceof Set) return [...value].map(toAuditValue);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined && typeof field !== 'function')
      .map(([key, field]) => [key, toAuditValue(field)] as const);
    return Object.fromEntries(entries);
  }
  return null;
}

/** Equal as JSON, whatever the order of an object's keys. */
function sameValue(a: AuditValue, b: AuditValue): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index] ?? null));
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue(a[key] ?? null, b[key] ?? null));
}

/**
 * The fields a write changed, each with its value before and after. `before` null is a creation
 * (every field of `after`), `after` null a removal (every field of `before`). `fields` limits the
 * comparison to those names (e.g. to leave out a password hash or a timestamp).
 */
export function auditChanges(before: AuditSnapshot | null | undefined, after: AuditSnapshot | null | undefined, fields?: readonly string[]): AuditChanges {
  const names = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChanges = {};
  for (const name of names) {
    const old = toAuditValue(before?.[name]);
    const now = toAuditValue(after?.[name]);
    if (typeof before?.[name] === 'function' || typeof after?.[name] === 'function') continue;
    if (!sameValue(old, now)) changes[name] = { before: old, after: now };
  }
  return changes;
}
