import type { Connection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { migrations } from '../../src/database/migrations';

/**
 * The run's migrated schema, made once by the global setup: every test database is a copy of it
 * (its tables with their keys, and the rows the migrations wrote, the `migrations` table among
 * them), so the app's boot finds nothing to migrate. Running the ~40 migrations for each of the
 * suite's test apps cost about 5 s apiece on a 2-core CI machine; a copy takes well under one.
 */
export const schemaTemplateOf = (prefix: string): string => `${prefix}_schema`;

export async function migrateSchemaTemplate(serverUrl: string, connection: Connection, template: string): Promise<void> {
  await connection.query(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const dataSource = new DataSource({ type: 'mysql', url: `${serverUrl}/${template}`, charset: 'utf8mb4', timezone: 'Z', migrations, logging: false });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}

let tableDefinitions: Promise<{ name: string; create: string }[]> | undefined;

/** The template's tables as `SHOW CREATE TABLE` gives them (foreign keys included, which CREATE TABLE … LIKE would drop), read once per test file. */
function definitionsOf(connection: Connection, template: string): Promise<{ name: string; create: string }[]> {
  tableDefinitions ??= (async () => {
    const [tables] = await connection.query("SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'", [template]);
    const definitions: { name: string; create: string }[] = [];
    for (const { name } of tables as { name: string }[]) {
      const [rows] = await connection.query(`SHOW CREATE TABLE \`${template}\`.\`${name}\``);
      definitions.push({ name, create: (rows as Record<string, string>[])[0]['Create Table'].replace(/ AUTO_INCREMENT=\d+/, '') });
    }
    return definitions;
  })();
  return tableDefinitions;
}

/** Creates `database` as a copy of the template: its tables, then the rows the migrations wrote (empty when there is no template). */
export async function copySchemaTemplate(connection: Connection, template: string, database: string): Promise<void> {
  const definitions = await definitionsOf(connection, template);
  await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  // A run whose global setup made no template (one started before it existed): the app migrates the empty database.
  if (definitions.length === 0) return;
  await connection.query(`USE \`${database}\``);
  await connection.query('SET FOREIGN_KEY_CHECKS = 0');
  for (const { create } of definitions) await connection.query(create);
  for (const { name } of definitions) await connection.query(`INSERT INTO \`${name}\` SELECT * FROM \`${template}\`.\`${name}\``);
}
