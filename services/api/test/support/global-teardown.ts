import { connectToServer } from './mysql-server';

/** Drops every database this run created, then stops the throwaway server if one was started. */
export default async function globalTeardown(): Promise<void> {
  const server = globalThis.dugoutTestMysql;
  if (!server) {
    return;
  }
  try {
    const connection = await connectToServer(server.url);
    try {
      const [rows] = await connection.query('SHOW DATABASES LIKE ?', [`${server.prefix}%`]);
      for (const row of rows as Record<string, string>[]) {
        const name = Object.values(row)[0];
        // LIKE treats `_` as a wildcard; drop only the exact prefix.
        if (!name.startsWith(server.prefix)) {
          continue;
        }
        await connection.query(`DROP DATABASE \`${name}\``);
      }
    } finally {
      await connection.end();
    }
  } finally {
    await server.stop?.();
    globalThis.dugoutTestMysql = undefined;
  }
}
