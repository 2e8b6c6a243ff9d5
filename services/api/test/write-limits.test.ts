import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { AppConfig } from '../src/config/app-config';
import { DEFAULT_WRITE_LIMITS, TooManyRequestsException, WriteLimiter } from '../src/common/rate-limit';
import type { InstanceBus } from '../src/common/instance-bus/instance-bus.service';
import { LiveScoresService } from '../src/services/live/live-scores.service';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { provideRedisServer, type TestRedisServer } from './support/redis-server';
import { createTestApp, type TestApp } from './support/test-app';

const PATH = 'limitstest';
const BASE = `/api/league/board/${PATH}`;
const COMMENTS_PER_MINUTE = DEFAULT_WRITE_LIMITS.comment.perMinute;

/** Opens a live stream and resolves with its status once the answer's head arrives (the stream stays open). */
function openStream(port: number, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Promise<string>; close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      const body = new Promise<string>((done) => response.on('end', () => done(text)).on('close', () => done(text)));
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('조건이 제때 충족되지 않았습니다.');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('write limits and live stream caps on MySQL', () => {
  let t: TestApp;
  let flooder: LoggedIn;
  let other: LoggedIn;
  let postId: number;
  let port: number;

  const comment = (who: LoggedIn, content: string) => t.http.post(`${BASE}/notice/comment/${postId}`).set(bearer(who.accessToken)).send({ content });
  const commentsBy = async (who: LoggedIn): Promise<number> => {
    const [row] = await t.dataSource.query('SELECT COUNT(*) AS n FROM post_comment WHERE user_id = ?', [who.userId]);
    return Number(row.n);
  };

  beforeAll(async () => {
    // The shipped budgets (the test app raises them for the other suites); a kind named keeps its default.
    t = await createTestApp({ WRITE_LIMITS: `comment=${DEFAULT_WRITE_LIMITS.comment.perMinute}/${DEFAULT_WRITE_LIMITS.comment.perDay}`, LIVE_STREAMS_PER_ADDRESS: '10' });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    await build(t).league({ path: PATH }).withBoards();
    [flooder, other] = await Promise.all(['도배회원', '다른회원'].map((username) => registerAndLogin(t, { username })));
    const [board] = await t.dataSource.query(
      `SELECT b.board_id FROM board b JOIN league_main m ON m.main_id = b.main_id WHERE m.league_path = ? AND b.board_label = 'notice'`,
      [PATH],
    );
    await build(t).boards.changeBoard(Number(board.board_id), { roleWrite: 4 });
    const created = await t.http.post(`${BASE}/notice`).set(bearer(other.accessToken)).field('title', '도배 대상 글').field('content', '<p>본문</p>');
    expect(created.status).toBe(201);
    postId = created.body.data.postId;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('accepts a member’s first comments of the minute, then answers 429 with Retry-After and writes nothing more; another member is unaffected', async () => {
    const answers = await Promise.all(Array.from({ length: COMMENTS_PER_MINUTE + 5 }, (_, i) => comment(flooder, `댓글 ${i}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(COMMENTS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((answer) => answer.status === 429);
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused?.body).toMatchObject({ ok: false, error: `요청이 너무 많습니다. ${retryAfter}초 뒤에 다시 시도해 주세요.` });
    expect(await commentsBy(flooder)).toBe(COMMENTS_PER_MINUTE);

    expect((await comment(other, '저는 처음 씁니다')).status).toBe(201);
    expect(await commentsBy(other)).toBe(1);
  });

  it('gives one address 10 open live streams, refuses the 11th with 429, and frees a slot when one closes', async () => {
    const live = t.app.get(LiveScoresService);
    const streams = await Promise.all(Array.from({ length: 10 }, () => openStream(port, '/api/live/scores')));
    try {
      expect(streams.map((stream) => stream.status)).toEqual(Array(10).fill(200));
      const eleventh = await openStream(port, '/api/live/scores');
      expect(eleventh.status).toBe(429);
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(await eleventh.body)).toMatchObject({ ok: false, error: expect.stringContaining('요청이 너무 많습니다') });
      expect(live.slots.heldBy('127.0.0.1')).toBe(10);

      streams.pop()?.close();
      await eventually(() => live.slots.heldBy('127.0.0.1') === 9);
      const again = await openStream(port, '/api/live/scores');
      streams.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
    await eventually(() => live.slots.openCount === 0 && live.subscriberCount === 0);
  });

  it('answers 503 with Retry-After once the instance holds its global cap of streams', async () => {
    const small = await createTestApp({ LIVE_STREAMS_PER_ADDRESS: '10', LIVE_STREAMS_TOTAL: '2' });
    try {
      await small.app.listen(0, '127.0.0.1');
      const smallPort = (small.app.getHttpServer().address() as AddressInfo).port;
      const held = await Promise.all([openStream(smallPort, '/api/live/scores'), openStream(smallPort, '/api/live/scores')]);
      expect(held.map((stream) => stream.status)).toEqual([200, 200]);
      const third = await openStream(smallPort, '/api/live/scores');
      expect(third.status).toBe(503);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      for (const stream of held) stream.close();
      await eventually(() => small.app.get(LiveScoresService).slots.openCount === 0);
    } finally {
      await small.close();
    }
  });
});

describe('write limits shared through Redis', () => {
  let redis: TestRedisServer;
  const connections: Redis[] = [];

  beforeAll(async () => {
    redis = await provideRedisServer();
  });

  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.quit()));
    await redis?.stop?.();
  });

  /** One API instance's limiter, on its own Redis connection as each instance has. */
  const instance = (): WriteLimiter => {
    const connection = new Redis(redis.url);
    connections.push(connection);
    const config = { writeLimits: DEFAULT_WRITE_LIMITS } as AppConfig;
    return new WriteLimiter(config, { redis: connection } as unknown as InstanceBus);
  };

  it('holds a member’s comment budget across two instances', async () => {
    const [a, b] = [instance(), instance()];
    const key = `member:${Date.now()}${Math.floor(Math.random() * 1000)}`;
    for (let i = 0; i < COMMENTS_PER_MINUTE; i += 1) await (i % 2 === 0 ? a : b).consume('comment', key);
    await expect(a.consume('comment', key)).rejects.toBeInstanceOf(TooManyRequestsException);
    await expect(b.consume('comment', key)).rejects.toBeInstanceOf(TooManyRequestsException);
    // Another kind and another member have budgets of their own.
    await expect(b.consume('post', key)).resolves.toBeUndefined();
    await expect(a.consume('comment', `${key}-other`)).resolves.toBeUndefined();
  });
});
