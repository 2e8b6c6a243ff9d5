import { AsyncResource } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { RetryLaterException } from '../common/errors/retry-later.exception';
import { ConnectionQueue, serializeEmbeddedConnection, WRITE_QUEUE_FULL_MESSAGE } from './embedded-connection-queue';
import { configureEmbeddedConnection, ImmediateTransactionDatabase } from './embedded-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The embedded database's one connection, as the app opens it, with and without the queue.
describe('the embedded connection queue', () => {
  let dir: string;
  let count = 0;

  const open = async (queued: boolean): Promise<DataSource> => {
    count += 1;
    const dataSource = new DataSource({
      type: 'better-sqlite3',
      database: path.join(dir, `queue-${count}.sqlite`),
      driver: ImmediateTransactionDatabase,
      prepareDatabase: configureEmbeddedConnection,
      logging: false,
    });
    if (queued) serializeEmbeddedConnection(dataSource);
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE note (id INTEGER PRIMARY KEY AUTOINCREMENT, text TEXT NOT NULL)');
    return dataSource;
  };
  const texts = async (db: DataSource): Promise<string[]> =>
    (await db.query('SELECT text FROM note ORDER BY id')).map((row: { text: string }) => row.text);

  /** A slow transaction writes a row and fails; meanwhile another request writes and reads. */
  const failingTransactionBeside = async (db: DataSource) => {
    let written!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (written = resolve));
    const failing = db
      .transaction(async (em) => {
        await em.query("INSERT INTO note (text) VALUES ('실패할 쓰기')");
        written();
        await sleep(80);
        throw new Error('저장 실패');
      })
      .catch((error: Error) => error.message);
    await insideTransaction;
    const [, seen] = await Promise.all([db.query("INSERT INTO note (text) VALUES ('다른 요청')"), texts(db)]);
    return { failed: await failing, seen, after: await texts(db) };
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-queue-'));
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('without it, another request shares a failing transaction: its write is rolled back and its read sees uncommitted rows', async () => {
    const db = await open(false);
    try {
      expect(await failingTransactionBeside(db)).toEqual({ failed: '저장 실패', seen: ['실패할 쓰기', '다른 요청'], after: [] });
    } finally {
      await db.destroy();
    }
  });

  it('with it, the other request writes after the rollback, and its write stays; its read runs at once and sees no uncommitted row', async () => {
    const db = await open(true);
    try {
      expect(await failingTransactionBeside(db)).toEqual({ failed: '저장 실패', seen: [], after: ['다른 요청'] });
    } finally {
      await db.destroy();
    }
  });

  it('runs concurrent transactions one after the other, so one failing does not undo another', async () => {
    const db = await open(true);
    try {
      const write = (text: string, fail: boolean) =>
        db.transaction(async (em) => {
          await em.query('INSERT INTO note (text) VALUES (?)', [`${text} 1`]);
          await sleep(10);
          await em.query('INSERT INTO note (text) VALUES (?)', [`${text} 2`]);
          if (fail) throw new Error(`${text} 실패`);
        });
      const results = await Promise.allSettled([write('가', true), write('나', false), write('다', true), write('라', false)]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'rejected', 'fulfilled']);
      expect(await texts(db)).toEqual(['나 1', '나 2', '라 1', '라 2']);
    } finally {
      await db.destroy();
    }
  });

  it('lets a transaction call another one with its EntityManager or through the DataSource (a savepoint) without waiting for itself', async () => {
    const db = await open(true);
    try {
      const reads = db.query('SELECT COUNT(*) AS n FROM note');
      await db.transaction(async (outer) => {
        await outer.query("INSERT INTO note (text) VALUES ('바깥')");
        await outer.transaction(async (inner) => inner.query("INSERT INTO note (text) VALUES ('안쪽 EntityManager')"));
        await db.transaction(async (inner) => inner.query("INSERT INTO note (text) VALUES ('안쪽 DataSource')"));
        await expect(
          outer.transaction(async (inner) => {
            await inner.query("INSERT INTO note (text) VALUES ('되돌릴 안쪽')");
            throw new Error('안쪽 실패');
          }),
        ).rejects.toThrow('안쪽 실패');
        // A read through the DataSource from inside the transaction runs in it, too.
        expect(await texts(db)).toEqual(['바깥', '안쪽 EntityManager', '안쪽 DataSource']);
      });
      await reads;
      expect(await texts(db)).toEqual(['바깥', '안쪽 EntityManager', '안쪽 DataSource']);
    } finally {
      await db.destroy();
    }
  });

  it('holds other statements while a QueryRunner started a transaction by hand, until its rollback', async () => {
    const db = await open(true);
    try {
      // Another request runs in an async context of its own (the holder marks the caller's from startTransaction on).
      const otherRequest = new AsyncResource('other request');
      const runner = db.createQueryRunner();
      await runner.startTransaction();
      await runner.query("INSERT INTO note (text) VALUES ('손으로 연 트랜잭션')");
      const other = otherRequest.runInAsyncScope(async () => {
        await db.query("INSERT INTO note (text) VALUES ('다른 요청')");
        return texts(db);
      });
      await sleep(30);
      await runner.rollbackTransaction();
      await runner.release();
      expect(await other).toEqual(['다른 요청']);
    } finally {
      await db.destroy();
    }
  });

  it('answers a read outside transactions while a transaction is open, from the last committed state, without waiting for it', async () => {
    const db = await open(true);
    try {
      await db.query("INSERT INTO note (text) VALUES ('확정된 쓰기')");
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const insideTransaction = new Promise<void>((resolve) => (written = resolve));
      let open = true;
      const transaction = db.transaction(async (em) => {
        await em.query("INSERT INTO note (text) VALUES ('열린 트랜잭션의 쓰기')");
        written();
        // Held until the read below has answered, or 5 s (the read waited for it: the test fails).
        await Promise.race([released, sleep(5_000)]);
        open = false;
      });
      await insideTransaction;
      const seen = await texts(db);
      const readWhileOpen = open;
      release();
      await transaction;
      expect({ seen, readWhileOpen }).toEqual({ seen: ['확정된 쓰기'], readWhileOpen: true });
      expect(await texts(db)).toEqual(['확정된 쓰기', '열린 트랜잭션의 쓰기']);
    } finally {
      await db.destroy();
    }
  });

  it('queues a transaction that a commit hook starts without waiting for it, rather than running it inside the committed one', async () => {
    const db = await open(true);
    try {
      let hooked: Promise<unknown> | null = null;
      db.subscribers.push({
        afterTransactionCommit: () => {
          // Like the search index's sync after a name changed: started, not awaited.
          hooked ??= db.transaction(async (em) => {
            await em.query("INSERT INTO note (text) VALUES ('커밋 뒤의 트랜잭션')");
            await sleep(20);
            await em.query('SELECT COUNT(*) AS n FROM note');
          });
        },
      });
      await db.transaction((em) => em.query("INSERT INTO note (text) VALUES ('첫 트랜잭션')"));
      const failing = db
        .transaction(async (em) => {
          await em.query("INSERT INTO note (text) VALUES ('실패할 쓰기')");
          await sleep(40);
          throw new Error('저장 실패');
        })
        .catch((error: Error) => error.message);
      expect(await failing).toBe('저장 실패');
      await hooked;
      expect(await texts(db)).toEqual(['첫 트랜잭션', '커밋 뒤의 트랜잭션']);
      await db.transaction((em) => em.query("INSERT INTO note (text) VALUES ('다음 트랜잭션')"));
      expect(await texts(db)).toEqual(['첫 트랜잭션', '커밋 뒤의 트랜잭션', '다음 트랜잭션']);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a transaction at once with a 503 and Retry-After when those ahead of it would keep it waiting past the bound', async () => {
    const queue = new ConnectionQueue(100);
    const first = {};
    await queue.begin(first);
    await sleep(40);
    queue.end(first);
    const average = queue.averageTransactionMs;
    expect(average).toBeGreaterThanOrEqual(39);

    const holder = {};
    await queue.begin(holder);
    const admitted: Promise<void>[] = [];
    let refusal: unknown = null;
    while (refusal === null && admitted.length < 50) {
      const waiting = queue.begin({});
      // A refused begin rejects at once; an admitted one stays pending.
      const outcome = await Promise.race([waiting.then(() => 'begun', (error: unknown) => error), sleep(0).then(() => 'waiting')]);
      if (outcome === 'waiting') admitted.push(waiting);
      else refusal = outcome;
    }
    // The first one waits behind the open transaction alone; each next one behind one more.
    expect(admitted).toHaveLength(Math.floor(100 / average));
    expect(refusal).toBeInstanceOf(RetryLaterException);
    expect(refusal).toMatchObject({ message: WRITE_QUEUE_FULL_MESSAGE, retryAfterSeconds: 1 });
    expect((refusal as RetryLaterException).getStatus()).toBe(503);
  });

  it('keeps the order: statements before a waiting transaction run first, later ones after it', async () => {
    const queue = new ConnectionQueue();
    const order: string[] = [];
    const statement = (name: string) => queue.statement(async () => void order.push(name));
    const first = {};
    const second = {};
    await queue.begin(first);
    const read1 = statement('읽기 1');
    const begun = queue.begin(second).then(() => order.push('트랜잭션 2'));
    const read2 = statement('읽기 2');
    await sleep(5);
    expect(order).toEqual([]);
    queue.end(first);
    await Promise.all([read1, begun]);
    await sleep(5);
    expect(order).toEqual(['읽기 1', '트랜잭션 2']);
    queue.end(second);
    await read2;
    expect(order).toEqual(['읽기 1', '트랜잭션 2', '읽기 2']);
  });
});
