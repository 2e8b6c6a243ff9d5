import { connectToServer, provideMysqlServer, type TestMysqlServer } from './mysql-server';
import { migrateSchemaTemplate, schemaTemplateOf } from './schema-template';
import { TEST_DB_PREFIX_ENV, TEST_MYSQL_URL_ENV } from './test-env';

declare global {
  var dugoutTestMysql: (TestMysqlServer & { prefix: string }) | undefined;
}

/** Finds or starts the MySQL server for this run and migrates its schema template; every test app then gets its own copy of it. */
export default async function globalSetup(): Promise<void> {
  const server = await provideMysqlServer();
  if (server.source === 'local 3306') {
    await dropDatabasesOfDeadRuns(server.url);
  }
  const prefix = `dugout_test_${process.pid}_${Date.now().toString(36)}`;
  process.env[TEST_MYSQL_URL_ENV] = server.url;
  process.env[TEST_DB_PREFIX_ENV] = prefix;
  globalThis.dugoutTestMysql = { ...server, prefix };
  const connection = await connectToServer(server.url);
  try {
    await migrateSchemaTemplate(server.url, connection, schemaTemplateOf(prefix));
  } finally {
    await connection.end();
  }
  if (server.source !== 'local 3306') {
    console.log(`\nAPI 테스트 DB: ${server.source} (${server.url.replace(/\/\/[^@]*@/, '//')})`);
  }
}

/** A run killed before its teardown leaves databases behind; on this machine's server, drop those of dead runs. */
async function dropDatabasesOfDeadRuns(url: string): Promise<void> {
  const connection = await connectToServer(url);
  try {
    const [rows] = await connection.query("SHOW DATABASES LIKE 'dugout\\_test\\_%'");
    for (const row of rows as Record<string, string>[]) {
      const name = Object.values(row)[0];
      const pid = Number(/^dugout_test_(\d+)_/.exec(name)?.[1]);
      if (pid && !isAlive(pid)) {
        await connection.query(`DROP DATABASE \`${name}\``);
      }
    }
  } finally {
    await connection.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
