/** What a SQL statement does to the data, as far as the read cache needs to know. */
export type StatementEffect =
  | { kind: 'read'; tables: string[] }
  /** Changes rows of these tables (and only these). */
  | { kind: 'write'; tables: string[] }
  /** Transaction control and session settings: no data changes by themselves. */
  | { kind: 'control' }
  /** DDL, TRUNCATE, CALL, or a write whose tables cannot be read off the text: may change anything. */
  | { kind: 'unknown' };

const READ = /^\s*(?:\(\s*)*(?:SELECT|SHOW|EXPLAIN|DESCRIBE|DESC|VALUES)\b/i;
const WITH = /^\s*WITH\b/i;
const CONTROL = /^\s*(?:START\s+TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET\s|PRAGMA\s+\w+\s*(?:;|$))/i;
const WRITE = /^\s*(?:INSERT|REPLACE|UPDATE|DELETE)\b/i;
const WRITE_KEYWORD = /\b(?:INSERT|REPLACE|UPDATE|DELETE)\b/i;

/**
 * Table names after FROM, JOIN, INTO and UPDATE, bare or quoted with backticks (MySQL) or double
 * quotes (SQLite), with an optional schema prefix; a comma list after FROM counts too.
 */
const TABLE_REFERENCE = /\b(?:FROM|JOIN|INTO|(?<!KEY\s+)UPDATE)\s+((?:[`"]?\w+[`"]?\s*\.\s*)?[`"]?\w+[`"]?(?:\s+(?:AS\s+)?[`"]?\w+[`"]?)?(?:\s*,\s*(?:[`"]?\w+[`"]?\s*\.\s*)?[`"]?\w+[`"]?(?:\s+(?:AS\s+)?[`"]?\w+[`"]?)?)*)/gi;
const NOT_A_TABLE = new Set(['select', 'set', 'values', 'where', 'dual', 'lateral', 'on', 'using']);

export function tablesOf(sql: string): string[] {
  const tables = new Set<string>();
  for (const match of sql.matchAll(TABLE_REFERENCE)) {
    for (const item of match[1].split(',')) {
      const name = /^\s*(?:[`"]?\w+[`"]?\s*\.\s*)?[`"]?(\w+)[`"]?/.exec(item)?.[1]?.toLowerCase();
      if (name && !NOT_A_TABLE.has(name)) tables.add(name);
    }
  }
  return [...tables];
}

export function statementEffect(sql: string): StatementEffect {
  if (READ.test(sql) || (WITH.test(sql) && !WRITE_KEYWORD.test(sql))) {
    return { kind: 'read', tables: tablesOf(sql) };
  }
  if (CONTROL.test(sql)) return { kind: 'control' };
  if (WRITE.test(sql)) {
    const tables = tablesOf(sql);
    return tables.length > 0 ? { kind: 'write', tables } : { kind: 'unknown' };
  }
  return { kind: 'unknown' };
}
