import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/common/errors/database-unavailable';
import { DatabaseConnection } from '../src/database/database-connection.service';
import { login, newMember, register } from './auth-fixtures';
import { connectToServer } from './support/mysql-server';
import { createTestApp, type TestApp } from './support/test-app';
import { TEST_DB_PREFIX_ENV, TEST_MYSQL_URL_ENV } from './support/test-env';

/**
 * The test's MySQL server behind a TCP relay on a port of its own: while the relay is closed
 * nothing listens there (connect is refused) and open connections are cut, as when the database
 * server goes down; opened again, the database is back.
 */
class DatabaseRelay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function expectUnavailable(response: { status: number; headers: Record<string, string>; body: unknown }): void {
  expect(response.status).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.body).toEqual({ ok: false, data: null, error: DATABASE_UNAVAILABLE_MESSAGE });
}

// The real application on MySQL, started while its database cannot be reached.
describe('a database outage', () => {
  const serverUrl = new URL(process.env[TEST_MYSQL_URL_ENV] ?? 'mysql://missing');
  const database = `${process.env[TEST_DB_PREFIX_ENV]}_outage_${randomBytes(3).toString('hex')}`;
  let relay: DatabaseRelay;
  let t: TestApp;

  beforeAll(async () => {
    const connection = await connectToServer(serverUrl.toString().replace(/\/$/, ''));
    await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.end();
    relay = new DatabaseRelay(await unusedPort(), { host: serverUrl.hostname, port: Number(serverUrl.port || 3306) });
    const viaRelay = new URL(serverUrl.toString());
    viaRelay.host = `127.0.0.1:${relay.port}`;
    viaRelay.pathname = `/${database}`;
    t = await createTestApp({ DATABASE_URL: viaRelay.toString(), LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent' });
  });

  afterAll(async () => {
    await t?.close();
    await relay?.close();
    const connection = await connectToServer(serverUrl.toString().replace(/\/$/, ''));
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection.end();
  });

  it('starts without the database and answers every call 503 with Retry-After and a Korean message', async () => {
    expect(t.app.get(DatabaseConnection).isReady).toBe(false);
    expectUnavailable(await t.http.get('/api/health'));
    expectUnavailable(await t.http.get('/api/league/base/gangseo'));
    expectUnavailable(await login(t, 'someone@example.com', 'password1'));
    expectUnavailable(await t.http.post('/api/user').send(newMember()));
  });

  it('connects and migrates when the database comes back, without a restart', async () => {
    await relay.open();
    const health = await eventually(
      () => t.http.get('/api/health'),
      (response) => response.status === 200,
    );
    expect(health.status).toBe(200);
    expect(t.app.get(DatabaseConnection).isReady).toBe(true);

    const member = newMember();
    await register(t, member);
    expect((await login(t, member.email, member.password)).status).toBe(200);
  });

  it('answers 503 again while the database goes away, and recovers when it returns', async () => {
    const member = newMember();
    await register(t, member);
    await relay.close();

    expectUnavailable(await login(t, member.email, member.password));
    expectUnavailable(await t.http.get('/api/league/base/no-such-league'));
    expectUnavailable(await t.http.get('/api/health'));

    await relay.open();
    const back = await eventually(
      () => login(t, member.email, member.password),
      (response) => response.status === 200,
    );
    expect(back.status).toBe(200);
    expect((await t.http.get('/api/health')).status).toBe(200);
  });
});
