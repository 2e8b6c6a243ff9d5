import type { Connection } from 'mysql2/promise';
import { connectToServer } from './support/mysql-server';
import { copySchemaTemplate, migrateSchemaTemplate, schemaTemplateOf } from './support/schema-template';
import { TEST_DB_PREFIX_ENV, TEST_MYSQL_URL_ENV } from './support/test-env';

// The test apps run on copies of the run's migrated schema template: a copy must be the very
// schema the migrations build, keys and the migrations' own rows included.
const serverUrl = process.env[TEST_MYSQL_URL_ENV] as string;
const prefix = process.env[TEST_DB_PREFIX_ENV] as string;

async function schemaOf(connection: Connection, database: string): Promise<Record<string, string>> {
  const [tables] = await connection.query("SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME", [database]);
  const schema: Record<string, string> = {};
  for (const { name } of tables as { name: string }[]) {
    const [rows] = await connection.query(`SHOW CREATE TABLE \`${database}\`.\`${name}\``);
    const [count] = await connection.query(`SELECT COUNT(*) AS n FROM \`${database}\`.\`${name}\``);
    schema[name] = `${(rows as Record<string, string>[])[0]['Create Table'].replace(/ AUTO_INCREMENT=\d+/, '')}\nrows: ${(count as { n: number }[])[0].n}`;
  }
  return schema;
}

describe('the schema template of the API tests', () => {
  let connection: Connection;
  const migrated = `${prefix}_migrated`;
  const copied = `${prefix}_copied`;

  beforeAll(async () => {
    connection = await connectToServer(serverUrl);
  });

  afterAll(async () => {
    await connection.query(`DROP DATABASE IF EXISTS \`${migrated}\``);
    await connection.query(`DROP DATABASE IF EXISTS \`${copied}\``);
    await connection.end();
  });

  it('gives each test app a database equal to one the migrations build: every table, key and row count', async () => {
    await migrateSchemaTemplate(serverUrl, connection, migrated);
    await copySchemaTemplate(connection, schemaTemplateOf(prefix), copied);
    const expected = await schemaOf(connection, migrated);
    expect(Object.keys(expected).length).toBeGreaterThan(30);
    expect(await schemaOf(connection, copied)).toEqual(expected);
  }, 120_000);
});
