import type { LeagueBase } from '@dugout/contracts';
import { Redis } from 'ioredis';
import { LOGIN_LIMITS, LoginAttemptLimiter } from '../src/services/auth/attempt-limiters';
import { ManualClock } from '../src/services/auth/clock';
import { TooManyAttemptsException } from '../src/services/auth/too-many-attempts.exception';
import type { InstanceBus } from '../src/common/instance-bus/instance-bus.service';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import { newMember, register, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { freePort, killHard, startBuiltApi, type RunningApi } from './support/built-api';
import { provideRedisServer, type TestRedisServer } from './support/redis-server';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

const PATH = 'twoinstances';

/**
 * Two API instances on one MySQL database and one Redis (issue 18, the scale path): instance A is
 * the application in this process, instance B the built API in a child process (as `npm start`
 * runs it). What one writes, the other answers at once; a live score saved through one reaches a
 * browser connected to the other.
 */
describe('two API instances sharing MySQL and Redis', () => {
  let redis: TestRedisServer;
  let a: TestApp;
  let b: RunningApi;
  let head: LoggedIn;
  let mainId: number;
  let seasonId: number;
  let game: number;

  const id = async (sql: string, params: unknown[]): Promise<number> => {
    const [row] = await a.dataSource.query(sql, params);
    return Number(Object.values(row as object)[0]);
  };
  const fromB = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${b.baseUrl}${path}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const toB = (method: string, path: string, body: object) =>
    fetch(`${b.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${head.accessToken}` },
      body: JSON.stringify(body),
    });
  const seasonName = (base: LeagueBase) => base.seasons.find((season) => season.seasonId === seasonId)?.seasonName;
  const seasonBody = (name: string) => ({ seasonName: name, beginDate: '2025-03-01', endDate: '2025-11-30', active: true });

  beforeAll(async () => {
    redis = await provideRedisServer();
    a = await createTestApp({ REDIS_URL: redis.url });
    const result = await a.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: PATH }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    mainId = result.summary.mainId;
    seasonId = await id('SELECT season_id FROM season WHERE main_id = ?', [mainId]);
    game = await id(
      `SELECT MIN(s.game_id) FROM schedule s JOIN league l ON l.league_id = s.league_id LEFT JOIN game g ON g.game_id = s.game_id
       WHERE l.season_id = ? AND g.game_id IS NULL AND s.is_cancel = 0`,
      [seasonId],
    );
    head = await registerAndLogin(a, { username: '두인스턴스' });
    await a.app.get(LeaguesService).grantManager(mainId, head.userId, 1);

    const port = await freePort();
    b = await startBuiltApi({
      PATH: process.env['PATH'],
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      // The same database, the same signing key (a token from one instance works on the other), the same Redis.
      DATABASE_URL: a.config.database.type === 'mysql' ? a.config.database.url : '',
      JWT_SECRET: a.config.jwt.secret,
      REDIS_URL: redis.url,
      UPLOAD_DIR: `${a.tempDir}/upload`,
      WEB_ROOT: a.tempDir,
    });
  }, 120_000);

  afterAll(async () => {
    if (b) await killHard(b);
    await a?.close();
    await redis?.stop?.();
  });

  it('answers on one instance what was written through the other, at once, both ways', async () => {
    expect(seasonName(await fromB<LeagueBase>(`/api/league/base/${PATH}`))).toBe('2025 시즌');
    await a.http.get(`/api/league/base/${PATH}`).expect(200);

    const renamed = await a.http.put(`/api/league/main/${mainId}/season/${seasonId}`).set('Authorization', `Bearer ${head.accessToken}`).send(seasonBody('A에서 고친 시즌'));
    expect(renamed.status).toBe(200);
    expect(seasonName(await fromB<LeagueBase>(`/api/league/base/${PATH}`))).toBe('A에서 고친 시즌');

    const throughB = await toB('PUT', `/api/league/main/${mainId}/season/${seasonId}`, seasonBody('B에서 고친 시즌'));
    expect(throughB.status).toBe(200);
    const readA = await a.http.get(`/api/league/base/${PATH}`).expect(200);
    expect(seasonName(readA.body.data as LeagueBase)).toBe('B에서 고친 시즌');
  });

  it('counts failed logins in Redis: a limit reached through one instance holds on the other', async () => {
    // Both instances see this test's calls as coming from 127.0.0.1 (A trusts the loopback X-Forwarded-For).
    const client = new Redis(redis.url);
    const stale = await client.keys('dugout:attempts:login-ip*:127.0.0.1*');
    if (stale.length > 0) await client.del(...stale);
    const member = newMember();
    await register(a, member);
    for (let attempt = 0; attempt < LOGIN_LIMITS.perIpAndEmail.limit; attempt += 1) {
      const wrong = await a.http.post('/api/auth/login').set('X-Forwarded-For', '127.0.0.1').send({ email: member.email, password: 'wrong-password-1' });
      expect([attempt, wrong.status]).toEqual([attempt, 401]);
    }
    const onB = await fetch(`${b.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
    const cleanup = await client.keys('dugout:attempts:login-ip*:127.0.0.1*');
    if (cleanup.length > 0) await client.del(...cleanup);
    client.disconnect();
  });

  it('keeps the login windows in Redis as the in-process counter does (limit, wait, window end)', async () => {
    const client = new Redis(redis.url);
    const clock = new ManualClock();
    const bus = { redis: client } as unknown as InstanceBus;
    const first = new LoginAttemptLimiter(clock, bus);
    const second = new LoginAttemptLimiter(clock, bus);
    const ip = `10.${Date.now() % 250}.${process.pid % 250}.7`;
    const email = newMember().email;
    const blocked = async (limiter: LoginAttemptLimiter) =>
      limiter.ensureAllowed(ip, email).then(
        () => null,
        (error: unknown) => (error instanceof TooManyAttemptsException ? error.retryAfterSeconds : Promise.reject(error)),
      );
    for (let attempt = 0; attempt < LOGIN_LIMITS.perIpAndEmail.limit; attempt += 1) {
      expect(await blocked(attempt % 2 === 0 ? first : second)).toBeNull();
      await (attempt % 2 === 0 ? first : second).recordFailure(ip, email);
      clock.advance(1000);
    }
    expect(await blocked(first)).toBe(15 * 60 - 10);
    expect(await blocked(second)).toBe(15 * 60 - 10);
    clock.advance(15 * 60 * 1000 - 10_000);
    expect(await blocked(second)).toBeNull();
    await first.recordSuccess(ip, email);
    await client.del(`dugout:attempts:login-ip:${ip}`);
    client.disconnect();
  });

  it('pushes a score saved through one instance to a browser connected to the other', async () => {
    const stream = await fetch(`${b.baseUrl}/api/live/game/${game}`);
    expect(stream.status).toBe(200);
    const events = readEvents(stream);
    expect((await events.next('snapshot')).gameId).toBe(game);

    const saved = await a.http
      .post(`/api/game/admin/write/game/${game}/scoreboard`)
      .set('Authorization', `Bearer ${head.accessToken}`)
      .send({
        winType: '1',
        winnerSide: 'visit',
        lineScore: { visit: [1, 0, 0, 2, 0, 0, 0, 0, 0], home: [0, 1, 0, 0, 0, 1, 0, 0, null] },
        visit: { runs: 3, hits: 5, errors: 0, walks: 2 },
        home: { runs: 2, hits: 4, errors: 1, walks: 1 },
        version: null,
      });
    expect([saved.status, saved.body.errors]).toEqual([200, undefined]);
    const score = await events.next('score');
    expect(score).toMatchObject({ gameId: game, visit: { score: 3 }, home: { score: 2 }, inning: 9 });
    events.close();
  });
});

/** Reads a text/event-stream response event by event (the next one with the given name). */
function readEvents(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(name: string): Promise<Record<string, unknown>> {
      for (;;) {
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event === name && data) return JSON.parse(data) as Record<string, unknown>;
          end = buffer.indexOf('\n\n');
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`'${name}' 이벤트 전에 스트림이 끝났습니다.`);
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => void reader.cancel(),
  };
}
