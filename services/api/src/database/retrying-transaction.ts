import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, EntityManager } from 'typeorm';
import { isLockConflictError, lockConflict } from '../common/errors/lock-conflict';

/** Runs of the whole transaction before a lock conflict is answered 503. */
export const WRITE_ATTEMPTS = 3;
/**
 * How long one statement waits for a row lock (MySQL's default is 50 s). Shorter than the query
 * timeout (DATABASE_QUERY_TIMEOUT_MS, 4 s by default), so a long wait is retried here rather than cut off as an outage.
 */
export const LOCK_WAIT_SECONDS = 3;

/**
 * Runs `work` in a transaction that a deadlock or a lock-wait timeout runs again from the start
 * (a bounded number of times, after a short jittered pause); used up, it throws the 503 of
 * lockConflict(). On MySQL the transaction is READ COMMITTED: no gap locks, so deleting and
 * inserting a game's lines never locks the neighbouring games' index ranges, and a row read
 * after its lock is taken is the latest committed one. `work` must have no effect outside the
 * transaction before it commits (afterCommit hooks are fine). SQLite writes one at a time: a plain transaction.
 */
export async function retryingTransaction<T>(dataSource: DataSource, work: (em: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'mysql') return dataSource.transaction(work);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await dataSource.transaction('READ COMMITTED', async (em) => {
        await em.query(`SET SESSION innodb_lock_wait_timeout = ${LOCK_WAIT_SECONDS}`);
        try {
          return await work(em);
        } finally {
          // The pooled connection goes back with the server's default for its next user.
          await em.query('SET SESSION innodb_lock_wait_timeout = DEFAULT').catch(() => undefined);
        }
      });
    } catch (error) {
      if (!isLockConflictError(error)) throw error;
      if (attempt >= WRITE_ATTEMPTS) throw lockConflict();
      await sleep(attempt * 25 + Math.random() * 50 * attempt);
    }
  }
}
