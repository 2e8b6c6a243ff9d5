import mysql2 from 'mysql2';
import type { DataSource } from 'typeorm';
import type { DatabaseTimeouts } from '../config/app-config';


/** The error a pool answers when no connection frees up in time; database-unavailable maps its code to 503. */
export const POOL_ACQUIRE_TIMEOUT = 'POOL_ACQUIRE_TIMEOUT';
const QUERY_TIMEOUT = 'PROTOCOL_SEQUENCE_TIMEOUT';

type Callback = (error: NodeJS.ErrnoException | null, ...results: unknown[]) => void;
interface PooledConnection {
  query: (...args: unknown[]) => unknown;
  release(): void;
  destroy(): void;
}
interface Pool {
  getConnection(callback: (error: NodeJS.ErrnoException | null, connection?: PooledConnection) => void): void;
}

const TIMED = Symbol('timed');

/**
 * mysql2 with the two limits it lacks, handed to TypeORM as its driver: a pool that gives up waiting
 * for a connection after acquireMs, and, once armed, a timeout on every query. mysql2's own query
 * timeout leaves the connection waiting for the answer, so the next query on it would queue behind
 * the lost one with no timer at all: a timed-out connection is destroyed instead.
 */
export class TimedMysqlDriver {
  private queryMs: number | null = null;

  constructor(private readonly timeouts: DatabaseTimeouts) {}

  /** The module object TypeORM calls createPool on. */
  module(): typeof mysql2 {
    const driver = Object.create(mysql2) as typeof mysql2 & Record<symbol, TimedMysqlDriver>;
    driver.createPool = ((options: mysql2.PoolOptions) => this.wrapPool(mysql2.createPool(options) as unknown as Pool)) as typeof mysql2.createPool;
    driver[TIMED] = this;
    return driver;
  }

  /** From now on every query has queryMs to answer (not during boot: a long migration must not be cut off). */
  armQueryTimeouts(): void {
    this.queryMs = this.timeouts.queryMs;
  }

  private wrapPool(pool: Pool): Pool {
    const getConnection = pool.getConnection.bind(pool);
    pool.getConnection = (callback) => {
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        const error: NodeJS.ErrnoException = new Error(`No database connection within ${this.timeouts.acquireMs} ms`);
        error.code = POOL_ACQUIRE_TIMEOUT;
        callback(error);
      }, this.timeouts.acquireMs);
      getConnection((error, connection) => {
        if (settled) {
          // The caller has gone with a 503; the connection it no longer wants goes back.
          connection?.release();
          return;
        }
        settled = true;
        clearTimeout(timer);
        callback(error, connection && this.timedConnection(connection));
      });
    };
    return pool;
  }

  private timedConnection(connection: PooledConnection & { [TIMED]?: true }): PooledConnection {
    if (connection[TIMED]) return connection;
    connection[TIMED] = true;
    const query = connection.query.bind(connection);
    connection.query = (sql: unknown, ...rest: unknown[]) => {
      const last = rest.length - 1;
      if (this.queryMs === null || typeof rest[last] !== 'function') return query(sql, ...rest);
      const callback = rest[last] as Callback;
      const timed = typeof sql === 'string' ? { sql, timeout: this.queryMs } : { timeout: this.queryMs, ...(sql as object) };
      rest[last] = (error: NodeJS.ErrnoException | null, ...results: unknown[]) => {
        if (error?.code === QUERY_TIMEOUT) connection.destroy();
        callback(error, ...results);
      };
      return query(timed, ...rest);
    };
    return connection;
  }
}

/** Arms the query timeouts of a DataSource built with a TimedMysqlDriver (a no-op for the embedded database). */
export function armQueryTimeouts(dataSource: DataSource): void {
  const driver = (dataSource.options as { driver?: Record<symbol, TimedMysqlDriver | undefined> }).driver;
  driver?.[TIMED]?.armQueryTimeouts();
}
