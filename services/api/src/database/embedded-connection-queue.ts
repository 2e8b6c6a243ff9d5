import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { Broadcaster } from 'typeorm/subscriber/Broadcaster';
import { BroadcasterResult } from 'typeorm/subscriber/BroadcasterResult';
import { MovingAverage } from '../common/concurrency/moving-average';
import { RetryLaterException } from '../common/errors/retry-later.exception';
import { DEFAULT_DATABASE_TIMEOUTS } from '../config/app-config';
import { EmbeddedReadConnection } from './embedded-read-connection';

export const WRITE_QUEUE_FULL_MESSAGE = '저장 요청이 몰려 지금은 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** One open transaction (or one waiting for its turn), and whether it has begun on the connection. */
interface Holder {
  begun?: boolean;
}

/** A transaction's own work runs under its holder; any other statement waits for the transaction. */
const holders = new AsyncLocalStorage<Holder>();

/**
 * The order of the work on the embedded database's one connection: a transaction runs alone, from
 * its BEGIN to its COMMIT or ROLLBACK; statements outside transactions run in the order they come
 * and may overlap one another (each one runs synchronously anyway), but not a transaction. A
 * transaction waits for the statements that came before it, and statements that come after a
 * waiting transaction wait behind it, so a stream of reads cannot starve a write.
 *
 * The queue of transactions is bounded by time: when the transactions ahead (the open one and the
 * waiting ones, at their recent average length) would keep a new one waiting longer than
 * `maxWaitMs`, it is refused at once with a 503 and Retry-After instead of answering late.
 */
export class ConnectionQueue {
  private active: Holder | null = null;
  private activeSince = 0;
  private running = 0;
  private waitingTransactions = 0;
  /** How long a transaction holds the connection, recently (0 until one has ended). */
  private readonly holdLength = new MovingAverage();
  private readonly waiting: { holder: Holder | null; go: () => void }[] = [];

  constructor(private readonly maxWaitMs = DEFAULT_DATABASE_TIMEOUTS.writeQueueMs) {}

  /** How long a transaction has recently held the connection, in ms (a moving average). */
  get averageTransactionMs(): number {
    return this.holdLength.ms;
  }

  /** Whether the caller is inside the open transaction's work. */
  holds(): boolean {
    return this.active !== null && holders.getStore() === this.active;
  }

  /** Runs one statement outside any transaction, in turn. */
  statement<T>(run: () => Promise<T>): Promise<T> {
    if (this.active === null && this.waiting.length === 0) {
      this.running += 1;
      return this.tracked(run);
    }
    // next() counts it when its turn comes; it then runs in its own caller's context.
    return new Promise<void>((go) => this.waiting.push({ holder: null, go })).then(() => this.tracked(run));
  }

  /**
   * Waits until `holder` may open its transaction; end(holder) must follow. better-sqlite3 answers
   * at once, so a transaction runs within one turn of the event loop, and one begun as another ends
   * (promise callbacks) would run in the same turn: each begins in a turn of its own, so requests
   * that arrived meanwhile (reads) are answered between two transactions.
   */
  begin(holder: Holder): Promise<void> {
    if (this.active === null && this.running === 0 && this.waiting.length === 0) {
      this.activate(holder);
      return new Promise<void>((go) => setImmediate(go));
    }
    const expectedWaitMs = (this.waitingTransactions + 1) * this.holdLength.ms;
    if (expectedWaitMs > this.maxWaitMs) {
      return Promise.reject(new RetryLaterException(WRITE_QUEUE_FULL_MESSAGE, Math.max(1, Math.ceil(expectedWaitMs / 1000))));
    }
    this.waitingTransactions += 1;
    return new Promise<void>((go) => this.waiting.push({ holder, go }));
  }

  end(holder: Holder): void {
    if (this.active !== holder) return;
    this.holdLength.add(performance.now() - this.activeSince);
    this.active = null;
    this.next();
  }

  private activate(holder: Holder): void {
    this.active = holder;
    this.activeSince = performance.now();
  }

  /** Runs a statement already counted in `running`. */
  private tracked<T>(run: () => Promise<T>): Promise<T> {
    const done = () => {
      this.running -= 1;
      if (this.running === 0) this.next();
    };
    let result: Promise<T>;
    try {
      result = run();
    } catch (error) {
      done();
      throw error;
    }
    result.then(done, done);
    return result;
  }

  private next(): void {
    while (this.active === null && this.waiting.length > 0) {
      const head = this.waiting[0];
      if (head.holder === null) {
        this.waiting.shift();
        this.running += 1;
        head.go();
      } else {
        if (this.running > 0) return;
        this.waiting.shift();
        this.waitingTransactions -= 1;
        this.activate(head.holder);
        setImmediate(head.go);
      }
    }
  }
}

const queues = new WeakMap<DataSource, ConnectionQueue>();

/** The queue of an embedded DataSource made by serializeEmbeddedConnection (for tests). */
export function connectionQueueOf(dataSource: DataSource): ConnectionQueue | undefined {
  return queues.get(dataSource);
}

/**
 * On better-sqlite3 TypeORM has one connection and one QueryRunner per process, shared by every
 * request: a transaction opened while another is open silently becomes a SAVEPOINT inside it, and
 * any request's statement that runs meanwhile joins the open transaction (rolled back with it, or
 * reading its uncommitted rows). This puts the DataSource's work in one ConnectionQueue, so a
 * transaction runs alone. It wraps methods of this DataSource's own objects (its default
 * EntityManager, its driver's query runner) rather than TypeORM's classes, so MySQL, whose pool
 * gives each transaction its own connection, is untouched.
 *
 * - `dataSource.transaction()` / `dataSource.manager.transaction()` (and the repositories' manager):
 *   waits for its turn, then runs its callback under its holder (AsyncLocalStorage), so everything
 *   the callback does, through the EntityManager it got or not, runs inside the transaction, and a
 *   nested `transaction()` from there becomes a savepoint instead of waiting for itself.
 * - A QueryRunner's own startTransaction() (TypeORM's migrations, `qr.manager.transaction()`) takes
 *   the queue until its commit or rollback; the holder then marks the caller's context from that
 *   call on (enterWith), which is coarser, so application code uses `dataSource.transaction()`.
 * - A statement outside any transaction that only reads (SELECT/WITH) runs at once on a second,
 *   read-only connection (EmbeddedReadConnection): it sees the last committed state and never
 *   waits for a write. Every other statement waits while a transaction is open (or waiting) and
 *   runs right away otherwise: one counter and one branch per statement.
 */
export function serializeEmbeddedConnection(dataSource: DataSource, maxWriteWaitMs = DEFAULT_DATABASE_TIMEOUTS.writeQueueMs): DataSource {
  if (queues.has(dataSource)) return dataSource;
  const queue = new ConnectionQueue(maxWriteWaitMs);
  queues.set(dataSource, queue);
  const file = String(dataSource.options.database ?? ':memory:');
  const reads = file === ':memory:' || file === '' ? null : new EmbeddedReadConnection(file);
  if (reads) {
    const destroy = dataSource.destroy.bind(dataSource);
    dataSource.destroy = () => {
      reads.close();
      return destroy();
    };
  }

  const manager: EntityManager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  /** better-sqlite3's driver has one QueryRunner, shared by every transaction. */
  let shared: QueryRunner | null = null;
  manager.transaction = ((...args: unknown[]) => {
    if (queue.holds() && shared?.isTransactionActive) return transaction(...args);
    const holder: Holder = {};
    return queue.begin(holder).then(() =>
      holders.run(holder, () => transaction(...args)).finally(() => queue.end(holder)),
    );
  }) as EntityManager['transaction'];

  const driver = dataSource.driver as unknown as { createQueryRunner(mode: string): QueryRunner };
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  const queued = new WeakSet<QueryRunner>();
  driver.createQueryRunner = (mode: string) => {
    const runner = createQueryRunner(mode);
    shared = runner;
    if (!queued.has(runner)) {
      queued.add(runner);
      queueRunner(runner, queue, reads);
    }
    return runner;
  };
  return dataSource;
}

function queueRunner(runner: QueryRunner, queue: ConnectionQueue, reads: EmbeddedReadConnection | null): void {
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = ((...args: unknown[]) => {
    if (queue.holds() && runner.isTransactionActive) return query(...args);
    const [sql, parameters, structured] = args as [string, unknown[] | undefined, boolean | undefined];
    const read = reads?.prepared(sql);
    if (reads && read) {
      // As TypeORM's runner does: the subscribers (the read cache records the tables an answer read) hear of it.
      const { broadcaster } = runner as unknown as { broadcaster: Broadcaster };
      const heard = new BroadcasterResult();
      broadcaster.broadcastBeforeQueryEvent(heard, sql, parameters);
      const started = performance.now();
      try {
        const result = reads.run(read, sql, parameters ?? [], structured === true);
        broadcaster.broadcastAfterQueryEvent(heard, sql, parameters, true, performance.now() - started, result, undefined);
        return Promise.resolve(result);
      } catch (error) {
        broadcaster.broadcastAfterQueryEvent(heard, sql, parameters, false, performance.now() - started, undefined, error);
        return Promise.reject(error);
      }
    }
    return queue.statement(() => query(...args));
  }) as QueryRunner['query'];

  /** The holder of a transaction this runner opened by hand (not through manager.transaction). */
  let own: Holder | null = null;
  const startTransaction = runner.startTransaction.bind(runner);
  runner.startTransaction = (isolationLevel) => {
    const current = holders.getStore();
    // The holder's own BEGIN (from manager.transaction), or a savepoint inside its transaction.
    if (current && queue.holds() && (!current.begun || runner.isTransactionActive)) {
      current.begun = true;
      return startTransaction(isolationLevel);
    }
    const holder: Holder = { begun: true };
    holders.enterWith(holder);
    return queue.begin(holder).then(async () => {
      own = holder;
      try {
        await startTransaction(isolationLevel);
      } catch (error) {
        own = null;
        queue.end(holder);
        throw error;
      }
    });
  };
  const endOwn = () => {
    if (own === null || runner.isTransactionActive) return;
    queue.end(own);
    own = null;
  };
  const commitTransaction = runner.commitTransaction.bind(runner);
  runner.commitTransaction = () => commitTransaction().finally(endOwn);
  const rollbackTransaction = runner.rollbackTransaction.bind(runner);
  runner.rollbackTransaction = () => {
    const outermost = (runner as unknown as { transactionDepth: number }).transactionDepth <= 1;
    return rollbackTransaction().finally(() => {
      // Even a failed ROLLBACK of the outermost level gives the queue up: its caller is done with it.
      if (outermost && own !== null) {
        queue.end(own);
        own = null;
      }
    });
  };
}
