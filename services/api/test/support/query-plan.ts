import type { DataSource } from 'typeorm';

/** One object of a MariaDB/MySQL JSON plan. */
export type Plan = Record<string, unknown>;

/** A query the app sent: its SQL and parameters. */
export interface SentQuery {
  sql: string;
  params: unknown[];
}

/** Every object of the plan that describes a table access. */
export function tableAccesses(node: unknown, found: Plan[] = []): Plan[] {
  if (Array.isArray(node)) node.forEach((child) => tableAccesses(child, found));
  else if (node && typeof node === 'object') {
    const record = node as Plan;
    if (typeof record['table_name'] === 'string') found.push(record);
    Object.values(record).forEach((child) => tableAccesses(child, found));
  }
  return found;
}

/** Every value under a key matching `name`, anywhere in the plan. */
export function nodesNamed(node: unknown, name: RegExp, found: unknown[] = []): unknown[] {
  if (Array.isArray(node)) node.forEach((child) => nodesNamed(child, name, found));
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      if (name.test(key)) found.push(child);
      nodesNamed(child, name, found);
    }
  }
  return found;
}

/** Adds to `sent` every query the app sends whose SQL matches, until jest.restoreAllMocks(). */
export function recordQueries(dataSource: DataSource, matching: RegExp, sent: SentQuery[]): void {
  const query = dataSource.query.bind(dataSource);
  jest.spyOn(dataSource, 'query').mockImplementation(((sql: string, params?: unknown[]) => {
    if (matching.test(sql)) sent.push({ sql, params: params ?? [] });
    return query(sql, params);
  }) as typeof dataSource.query);
}

/** The JSON plan of a sent query: EXPLAIN, or ANALYZE (MariaDB runs it and counts the rows read). */
export async function planOf(dataSource: DataSource, sent: SentQuery, statement: 'EXPLAIN' | 'ANALYZE' = 'EXPLAIN'): Promise<Plan> {
  const [row] = await dataSource.query(`${statement} FORMAT=JSON ${sent.sql}`, sent.params);
  return JSON.parse(String(Object.values(row)[0])) as Plan;
}
