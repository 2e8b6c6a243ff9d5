import type { AfterQueryEvent, BeforeQueryEvent, QueryRunner } from 'typeorm';
import { cacheKey } from './read-cache.interceptor';
import { ReadCache } from './read-cache.service';
import { noteLeagueMainRead, writeForLeagueMain } from './read-scope';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const runner = (isTransactionActive = false) => ({ isTransactionActive }) as QueryRunner;
const event = (sql: string, queryRunner = runner(), parameters: unknown[] = []) =>
  ({ query: sql, queryRunner, parameters }) as AfterQueryEvent<unknown> & BeforeQueryEvent<unknown>;

describe('ReadCache', () => {
  const make = (options = {}) => {
    const dataSource = { subscribers: [] as unknown[] };
    const cache = new ReadCache(dataSource as never, options);
    /** Runs a statement the way TypeORM reports it: before (in the caller's context), then after. */
    const run = async (sql: string, queryRunner = runner()) => {
      const parameters: unknown[] = [];
      cache.beforeQuery(event(sql, queryRunner, parameters));
      // The driver answers outside the caller's async context.
      await new Promise<void>((resolve) => setImmediate(resolve));
      cache.afterQuery(event(sql, queryRunner, parameters));
    };
    /** An answer about league main `main`, read from the given tables. */
    const readingMain =
      (main: number, tables: string[]) =>
      async () => {
        noteLeagueMainRead(main);
        return reading(tables)();
      };
    /** An answer read from the given tables. */
    const reading =
      (tables: string[], answer: unknown = tables.join('+')) =>
      async () => {
        for (const table of tables) await run(`SELECT * FROM \`${table}\` \`t\``);
        return answer;
      };
    return { cache, dataSource, run, reading, readingMain };
  };

  it('registers itself for the query events once and computes each key once', async () => {
    const { cache, dataSource } = make();
    cache.subscribe();
    expect(dataSource.subscribers).toEqual([cache]);
    // TypeORM replaces the list when the connection is made after the cache was built.
    dataSource.subscribers = [];
    await cache.get('z', async () => 0);
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

  it.each([
    'INSERT INTO `game_batting` (`a`) VALUES (1)',
    '  update "game_batting" SET x = 1',
    'DELETE FROM game_batting WHERE id = 3',
    'REPLACE INTO game_batting VALUES (1)',
  ])('a write empties the answers read from its table, and only those: %s', async (sql) => {
    const { cache, run, reading } = make();
    await cache.get('box score', reading(['game', 'game_batting']));
    await cache.get('standings', reading(['league_team_stat']));
    await run('SELECT 1');
    await run('START TRANSACTION');
    expect(cache.size).toBe(2);
    await run(sql);
    expect(cache.size).toBe(1);
    const compute = jest.fn(reading(['league_team_stat']));
    await cache.get('standings', compute);
    expect(compute).not.toHaveBeenCalled();
  });

  it('token and member writes never empty league answers', async () => {
    const { cache, run, reading } = make();
    await cache.get('home', reading(['league_main', 'league_player_stat', 'game']));
    await run('INSERT INTO `refresh_token`(`id`, `user_id`) VALUES (?, ?)');
    await run('UPDATE `refresh_token` SET `revoked_at` = ? WHERE `family_id` = ?');
    await run('INSERT INTO `user`(`email`) VALUES (?)');
    await run('DELETE FROM `login_attempt` WHERE `key` = ?');
    expect(cache.size).toBe(1);
  });

  it('a statement whose tables cannot be told (DDL, TRUNCATE) empties everything', async () => {
    const { cache, run, reading } = make();
    await cache.get('a', reading(['game']));
    await cache.get('b', reading(['team']));
    await run('ALTER TABLE `team` ADD `x` int');
    expect(cache.size).toBe(0);
    await cache.get('a', reading(['game']));
    await run('TRUNCATE game');
    expect(cache.size).toBe(0);
  });

  it('empties the tables a transaction wrote again when it commits or rolls back', async () => {
    const { cache, run, reading } = make();
    const transaction = runner(true);
    await run('INSERT INTO `game` VALUES (1)', transaction);
    // An answer read during the transaction (SQLite has one connection and sees it uncommitted).
    await cache.get('a', reading(['game']));
    await cache.get('b', reading(['team']));
    cache.afterTransactionRollback({ queryRunner: transaction });
    expect(cache.size).toBe(1);
    await cache.get('a', reading(['game']));
    cache.afterTransactionCommit({ queryRunner: transaction });
    expect(cache.size).toBe(2);
    await run('UPDATE team SET a = 1', transaction);
    await cache.get('b', reading(['team']));
    cache.afterTransactionCommit({ queryRunner: transaction });
    expect(cache.size).toBe(1);
  });

  it('does not keep an answer computed while one of its tables was written, nor a failure', async () => {
    const { cache, run } = make();
    const pending = deferred<string>();
    const during = cache.get('k', async () => {
      await run('SELECT * FROM `team`');
      return pending.promise;
    });
    await run('UPDATE team SET team_name = 1');
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

  it('keeps an answer whose tables were not written while it was computed', async () => {
    const { cache, run } = make();
    const pending = deferred<string>();
    const during = cache.get('k', async () => {
      await run('SELECT * FROM `team`');
      return pending.promise;
    });
    await run('INSERT INTO refresh_token VALUES (1)');
    pending.resolve('kept');
    await during;
    expect(await cache.get('k', async () => 'recomputed')).toBe('kept');
  });

  it('tells reads of concurrent answers apart', async () => {
    const { cache, run, reading } = make();
    const gate = deferred<void>();
    const slow = cache.get('slow', async () => {
      await gate.promise;
      await run('SELECT * FROM `game`');
      return 'slow';
    });
    await cache.get('fast', reading(['team']));
    gate.resolve();
    await slow;
    await run('DELETE FROM game');
    expect(cache.size).toBe(1);
    expect(await cache.get('fast', async () => 'recomputed')).toBe('team');
  });

  it('a write of one league main keeps the answers about other mains, but not about its own or about no main', async () => {
    const { cache, run, reading, readingMain } = make();
    await cache.get('main 1 standings', readingMain(1, ['league_team_stat', 'team']));
    await cache.get('main 2 standings', readingMain(2, ['league_team_stat', 'team']));
    await cache.get('team page', reading(['league_team_stat']));
    await writeForLeagueMain(async () => {
      await run('INSERT INTO league_team_stat VALUES (1)'); // main not known yet: every main
      expect(cache.size).toBe(0);
    });
    await cache.get('main 1 standings', readingMain(1, ['league_team_stat', 'team']));
    await cache.get('main 2 standings', readingMain(2, ['league_team_stat', 'team']));
    await cache.get('team page', reading(['league_team_stat']));
    await writeForLeagueMain(async (scope) => {
      scope.leagueMainId = 2;
      await run('UPDATE league_team_stat SET wins = 1');
    });
    expect(cache.size).toBe(1);
    expect(await cache.get('main 1 standings', async () => 'recomputed')).toBe('league_team_stat+team');
  });

  it('a write of shared rows (teams, players) empties every main\'s answers that read them', async () => {
    const { cache, run, readingMain } = make();
    await cache.get('main 1', readingMain(1, ['team', 'league_team_stat']));
    await writeForLeagueMain(async (scope) => {
      scope.leagueMainId = 2;
      await run('UPDATE team SET team_name = 1');
    });
    expect(cache.size).toBe(0);
  });

  it('a transaction of one main, when it ends, empties only that main\'s answers', async () => {
    const { cache, run, readingMain } = make();
    const transaction = runner(true);
    await writeForLeagueMain(async (scope) => {
      scope.leagueMainId = 2;
      await run('INSERT INTO game VALUES (1)', transaction);
    });
    await cache.get('main 1', readingMain(1, ['game']));
    await cache.get('main 2', readingMain(2, ['game']));
    cache.afterTransactionCommit({ queryRunner: transaction });
    expect(cache.size).toBe(1);
    expect(await cache.get('main 1', async () => 'recomputed')).toBe('game');
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

  it('on the embedded database, empties everything when another process committed', async () => {
    let dataVersion = 1;
    const handle = { pragma: jest.fn(() => dataVersion) };
    const dataSource = { subscribers: [], options: { type: 'better-sqlite3' }, isInitialized: true, driver: { databaseConnection: handle } };
    const cache = new ReadCache(dataSource as never, {});
    await cache.get('a', async () => 1, 1000);
    await cache.get('a', async () => 2, 1300);
    expect(cache.size).toBe(1);
    dataVersion = 2;
    expect(await cache.get('a', async () => 3, 1400)).toBe(1); // checked at most every 200 ms
    expect(await cache.get('a', async () => 4, 1600)).toBe(4);
    expect(handle.pragma).toHaveBeenCalledWith('data_version', { simple: true });
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
