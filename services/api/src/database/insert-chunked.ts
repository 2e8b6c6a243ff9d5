import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Bound values per INSERT: well under SQLite's variable limit and MySQL's packet size for our rows. */
const MAX_PARAMETERS = 5000;
const MAX_ROWS = 500;

/**
 * Plain multi-row INSERTs of many entity rows (box-score lines, lineups, memberships). Values are
 * converted by the driver exactly as TypeORM converts them for its own INSERTs; the statement is
 * built here because the query builder spends far longer assembling thousands of named
 * parameters than the database spends storing the rows. Generated ids are not read back.
 */
export async function insertChunked<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: readonly Partial<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const columns = metadata.columns.filter((column) => rows.some((row) => row[column.propertyName as keyof T] !== undefined));
  const columnList = columns.map((column) => driver.escape(column.databaseName)).join(', ');
  const rowPlaceholder = `(${columns.map(() => '?').join(', ')})`;
  const rowsPerStatement = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  const table = driver.escape(metadata.tableName);

  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    const parameters: unknown[] = [];
    for (const row of chunk) {
      for (const column of columns) {
        const value = row[column.propertyName as keyof T];
        parameters.push(value === undefined ? null : driver.preparePersistentValue(value, column));
      }
    }
    await manager.query(`INSERT INTO ${table} (${columnList}) VALUES ${chunk.map(() => rowPlaceholder).join(', ')}`, parameters);
  }
}
