import type { AfterQueryEvent } from 'typeorm';
import { cacheKey } from './read-cache.interceptor';
import { ReadCache } from './read-cache.service';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const query = (sql: string) => ({ query: sql }) as AfterQueryEvent<unknown>;

describe('ReadCache', () => {
  const make = (options = {}) => {
    const dataSource = { subscribers: [] as unknown[] };
    const cache = new ReadCache(dataSource as never, options);
    return { cache, dataSource };
  };

  it('registers itself for the query events and computes each key once', async () => {
    const { cache, dataSource } = make();
    expect(dataSource.subscribers).toEqual([cache]);
    const compute = jest.fn(async () => ({ rows: [1, 2, 3] }));
    const first = await cache.get('a', compute);
    const second = await cache.get('a', compute);
    expect(second).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.get('b', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('computes every time when the TTL is 0 (READ_CACHE_TTL_MS=0)', async () => {
    const { cache } = make({ ttlMs: 0 });
    const compute = jest.fn(async () => 'fresh');
    await cache.get('a', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('shares one computation between concurrent misses', async () => {
    const { cache } = make();
    const pending = deferred<string>();
    const compute = jest.fn(() => pending.promise);
    const answers = Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    pending.resolve('answer');
    expect(await answers).toEqual(['answer', 'answer', 'answer']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it.each(['INSERT INTO game VALUES (1)', '  update schedule SET x = 1', 'DELETE FROM game', 'START TRANSACTION', 'DROP TABLE season'])(
    'forgets everything after a statement that may write: %s',
    async (sql) => {
      const { cache } = make();
      const compute = jest.fn(async () => 'x');
      await cache.get('k', compute);
      cache.afterQuery(query('SELECT 1'));
      cache.afterQuery(query('  select * from game'));
      await cache.get('k', compute);
      expect(compute).toHaveBeenCalledTimes(1);
      cache.afterQuery(query(sql));
      expect(cache.size).toBe(0);
      await cache.get('k', compute);
      expect(compute).toHaveBeenCalledTimes(2);
    },
  );

  it('forgets everything on a transaction commit or rollback', async () => {
    const { cache } = make();
    await cache.get('a', async () => 1);
    cache.afterTransactionCommit();
    expect(cache.size).toBe(0);
    await cache.get('a', async () => 1);
    cache.afterTransactionRollback();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer computed while a write happened, nor a failure', async () => {
    const { cache } = make();
    const pending = deferred<string>();
    const during = cache.get('k', () => pending.promise);
    cache.afterQuery(query('UPDATE team SET team_name = 1'));
    const waiting = cache.get('k', async () => 'fresh');
    pending.resolve('stale');
    expect(await during).toBe('stale');
    expect(await waiting).toBe('fresh');
    expect(await cache.get('k', async () => 'again')).toBe('fresh');

    const failing = deferred<string>();
    const failed = cache.get('e', () => failing.promise);
    failing.reject(new Error('404'));
    await expect(failed).rejects.toThrow('404');
    expect(await cache.get('e', async () => 'ok')).toBe('ok');
  });

  it('expires answers after the TTL and keeps at most maxEntries, dropping the oldest', async () => {
    const { cache } = make({ ttlMs: 1000, maxEntries: 2 });
    const compute = jest.fn(async () => 'v');
    await cache.get('a', compute, 0);
    await cache.get('a', compute, 999);
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.get('a', compute, 1000);
    expect(compute).toHaveBeenCalledTimes(2);
    await cache.get('b', compute, 1000);
    await cache.get('c', compute, 1000);
    expect(cache.size).toBe(2);
    await cache.get('b', compute, 1001);
    expect(compute).toHaveBeenCalledTimes(4);
    await cache.get('a', compute, 1001);
    expect(compute).toHaveBeenCalledTimes(5);
  });
});

describe('cacheKey', () => {
  it('keys by path and only the query parameters that change an answer', () => {
    expect(cacheKey({ url: '/api/league/league/3/schedule?all=true&x=1', query: { all: 'true', x: '1' } })).toBe(
      '/api/league/league/3/schedule?all="true"',
    );
    expect(cacheKey({ url: '/api/game/rank/batter/1/2?od=hr&od=rbi', query: { od: ['hr', 'rbi'] } })).toBe(
      '/api/game/rank/batter/1/2?od=["hr","rbi"]',
    );
    expect(cacheKey({ url: '/api/ground', query: {} })).toBe('/api/ground');
  });
});
