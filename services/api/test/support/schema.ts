import type { TestApp } from './test-app';

/**
 * The columns of a table of the test's database in order, each with its type (`int(11)`), and with
 * ` null` after the type of a nullable one when `markNullable`.
 */
export async function tableColumns(t: TestApp, table: string, options: { markNullable?: boolean } = {}): Promise<Record<string, string>> {
  const rows: { name: string; type: string; nullable: string }[] = await t.dataSource.query(
    `SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE AS nullable FROM information_schema.COLUMNS
     WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
    [table],
  );
  return Object.fromEntries(rows.map((row) => [row.name, `${row.type}${options.markNullable && row.nullable === 'YES' ? ' null' : ''}`]));
}

/** The names of the migrations applied to the test's database. */
export async function appliedMigrations(t: TestApp): Promise<string[]> {
  const rows: { name: string }[] = await t.dataSource.query('SELECT name FROM migrations');
  return rows.map((row) => row.name);
}

/** Undoes the named migration with every one after it, newest first, as TypeORM reverts. */
export async function undoMigrationsFrom(t: TestApp, name: string): Promise<void> {
  while ((await appliedMigrations(t)).includes(name)) await t.dataSource.undoLastMigration();
}
