import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/common/errors/database-unavailable';
import { login, newMember, register } from './auth-fixtures';
import { connectToServer } from './support/mysql-server';
import { createTestApp, type TestApp } from './support/test-app';
import { TEST_DB_PREFIX_ENV, TEST_MYSQL_URL_ENV } from './support/test-env';

/**
 * The test's MySQL server behind a TCP relay that can hang: it keeps every connection open and
 * accepts new ones but passes nothing on either way, as a database server that stops answering
 * without closing anything; resumed, what was held flows again.
 */
class HangingRelay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private hung = false;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<number> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(from);
        from.on('data', (chunk) => to.write(chunk));
        from.on('end', () => to.end());
        from.on('close', () => {
          this.sockets.delete(from);
          to.destroy();
        });
        from.on('error', () => undefined);
        if (this.hung) from.pause();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return (server.address() as net.AddressInfo).port;
  }

  hang(): void {
    this.hung = true;
    for (const socket of this.sockets) socket.pause();
  }

  resume(): void {
    this.hung = false;
    for (const socket of this.sockets) socket.resume();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Timed {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  ms: number;
}

/** Limits short enough for a quick test: the server's defaults are 3 s, 3 s and 4 s. */
const TIMEOUTS = { DATABASE_CONNECT_TIMEOUT_MS: '800', DATABASE_ACQUIRE_TIMEOUT_MS: '800', DATABASE_QUERY_TIMEOUT_MS: '1000' };
/** connect or acquire, then one query, and some slack for a busy machine. */
const ANSWER_WITHIN_MS = 3_500;

describe('a database that stops answering without closing its connections', () => {
  const serverUrl = new URL(process.env[TEST_MYSQL_URL_ENV] ?? 'mysql://missing');
  const database = `${process.env[TEST_DB_PREFIX_ENV]}_hang_${randomBytes(3).toString('hex')}`;
  const relay = new HangingRelay({ host: serverUrl.hostname, port: Number(serverUrl.port || 3306) });
  let t: TestApp;

  async function timed(send: () => PromiseLike<{ status: number; headers: Record<string, string>; body: unknown }>): Promise<Timed> {
    const started = Date.now();
    const response = await send();
    return { status: response.status, headers: response.headers, body: response.body, ms: Date.now() - started };
  }

  beforeAll(async () => {
    const connection = await connectToServer(serverUrl.toString().replace(/\/$/, ''));
    await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.end();
    const viaRelay = new URL(serverUrl.toString());
    viaRelay.host = `127.0.0.1:${await relay.open()}`;
    viaRelay.pathname = `/${database}`;
    t = await createTestApp({
      DATABASE_URL: viaRelay.toString(),
      READ_CACHE_TTL_MS: '0',
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent',
      ...TIMEOUTS,
    });
  });

  afterAll(async () => {
    relay.resume();
    await t?.close();
    await relay.close();
    const connection = await connectToServer(serverUrl.toString().replace(/\/$/, ''));
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection.end();
  });

  it('answers health, reads and writes 503 within seconds while hung, and 200 again once it answers', async () => {
    const member = newMember();
    await register(t, member);
    expect((await t.http.get('/api/health')).status).toBe(200);

    relay.hang();
    // More calls at once than the pool has connections (10), so some wait for one and give up.
    const calls: (() => PromiseLike<{ status: number; headers: Record<string, string>; body: unknown }>)[] = [
      () => t.http.get('/api/health').timeout(15_000),
      () => login(t, member.email, member.password),
      () => t.http.post('/api/user').send(newMember()).timeout(15_000),
      ...Array.from({ length: 12 }, (_, i) => () => t.http.get(`/api/league/base/hung-league-${i}`).timeout(15_000)),
    ];
    const answers = await Promise.all(calls.map((call) => timed(call)));
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 503, body: { ok: false, data: null, error: DATABASE_UNAVAILABLE_MESSAGE } });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    const health = await timed(() => t.http.get('/api/health').timeout(15_000));
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);

    relay.resume();
    const back = await eventually(
      () => t.http.get('/api/health'),
      (response) => response.status === 200,
    );
    expect(back.status).toBe(200);
    expect((await login(t, member.email, member.password)).status).toBe(200);
    expect((await t.http.get('/api/league/base/hung-league-0')).status).toBe(404);
  });
});
