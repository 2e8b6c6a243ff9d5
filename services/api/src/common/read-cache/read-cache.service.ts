import { AsyncLocalStorage } from 'node:async_hooks';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AfterQueryEvent, BeforeQueryEvent, DataSource, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import { statementEffect } from './statement-tables';

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
  /** The tables the answer was read from; filled while it is computed. */
  tables: Set<string>;
}

export interface ReadCacheOptions {
  /** A safety net for writes this process cannot see (another process on the same MySQL) and day changes. */
  ttlMs: number;
  maxEntries: number;
}

export const READ_CACHE_DEFAULTS: ReadCacheOptions = { ttlMs: 30_000, maxEntries: 500 };
export const READ_CACHE_OPTIONS = Symbol('READ_CACHE_OPTIONS');

/** How often the embedded database is asked whether another process (an import) committed. */
const EXTERNAL_CHANGE_CHECK_MS = 200;

/** better-sqlite3's handle, as far as the cache uses it. */
interface SqliteHandle {
  pragma(source: string, options: { simple: true }): unknown;
}

/**
 * In-process cache of public read answers (schedules, standings, rankings...), keyed by the
 * request (league, season, game ids and the few query flags that change the answer).
 *
 * Correctness comes first. While an answer is computed, every statement it runs is seen through
 * TypeORM's query events (in the request's async context), so the entry knows the tables it was
 * read from. Every statement that writes, whoever runs it (the game-record service, the season
 * import, an admin screen, a raw query), empties the answers read from the tables it touched, and
 * so does the commit or rollback of a transaction that wrote them; a statement whose tables cannot
 * be read off its text (DDL, TRUNCATE) empties everything. Token and member writes therefore never
 * empty league answers. An answer computed while one of its tables was written is handed to the
 * requests that waited for it but not kept. Concurrent misses of one key share one computation.
 * On the embedded database a commit by another process (`npm run import` while the server runs)
 * is noticed through SQLite's data_version and empties everything.
 */
@Injectable()
export class ReadCache implements EntitySubscriberInterface {
  private readonly entries = new Map<string, Entry>();
  private readonly options: ReadCacheOptions;
  private readonly computing = new AsyncLocalStorage<Set<string>>();
  /** Write counter: a table's last write, and the last time everything was emptied. */
  private writeSequence = 0;
  private everythingWrittenAt = 0;
  private readonly tableWrittenAt = new Map<string, number>();
  /** Tables written inside each open transaction, emptied again when it ends. */
  private readonly transactionWrites = new WeakMap<QueryRunner, Set<string>>();
  private externalCheckAt = 0;
  private externalVersion: unknown;

  constructor(
    @InjectDataSource() private readonly dataSource: Pick<DataSource, 'subscribers'> & Partial<Pick<DataSource, 'options' | 'driver' | 'isInitialized'>>,
    @Optional() @Inject(READ_CACHE_OPTIONS) options?: Partial<ReadCacheOptions>,
  ) {
    this.options = { ...READ_CACHE_DEFAULTS, ...options };
    this.subscribe();
  }

  /**
   * Registers for the query events. The DataSource connects after the providers are built (in the
   * background while MySQL is away) and rebuilds its subscriber list then, so every get() checks
   * again: no answer is kept before the cache hears the writes that could change it.
   */
  subscribe(): void {
    if (!this.dataSource.subscribers.includes(this)) this.dataSource.subscribers.push(this);
  }

  /** The cached answer for `key`, or `compute()`'s (kept until a write to a table it read, or the TTL). */
  get<T>(key: string, compute: () => Promise<T>, now: number = Date.now()): Promise<T> {
    if (this.options.ttlMs <= 0) return compute();
    this.subscribe();
    this.checkExternalWrites(now);
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;

    const startedAt = this.writeSequence;
    const tables = new Set<string>();
    const value = this.computing.run(tables, compute);
    const entry: Entry = { expiresAt: now + this.options.ttlMs, value, tables };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) {
      // Maps iterate in insertion order: drop the oldest answer.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then(() => {
      if (this.writtenSince(startedAt, tables)) forget();
    }, forget);
    return value;
  }

  /** Empties the answers read from any of `tables`, or every answer when no tables are given. */
  invalidate(tables?: Iterable<string>): void {
    this.writeSequence += 1;
    if (tables === undefined) {
      this.everythingWrittenAt = this.writeSequence;
      this.entries.clear();
      return;
    }
    const written = new Set(tables);
    for (const table of written) this.tableWrittenAt.set(table, this.writeSequence);
    for (const [key, entry] of this.entries) {
      if ([...entry.tables].some((table) => written.has(table))) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  beforeQuery(event: BeforeQueryEvent<unknown>): void {
    const reading = this.computing.getStore();
    if (!reading) return;
    const effect = statementEffect(event.query);
    if (effect.kind === 'read') for (const table of effect.tables) reading.add(table);
  }

  afterQuery(event: AfterQueryEvent<unknown>): void {
    const effect = statementEffect(event.query);
    if (effect.kind === 'read' || effect.kind === 'control') return;
    if (effect.kind === 'unknown') {
      this.invalidate();
      return;
    }
    this.invalidate(effect.tables);
    const runner = event.queryRunner;
    if (runner?.isTransactionActive) {
      const pending = this.transactionWrites.get(runner) ?? new Set<string>();
      for (const table of effect.tables) pending.add(table);
      this.transactionWrites.set(runner, pending);
    }
  }

  afterTransactionCommit(event: { queryRunner: QueryRunner }): void {
    this.endTransaction(event.queryRunner);
  }

  afterTransactionRollback(event: { queryRunner: QueryRunner }): void {
    this.endTransaction(event.queryRunner);
  }

  private endTransaction(runner: QueryRunner): void {
    const pending = this.transactionWrites.get(runner);
    if (!pending) return;
    this.transactionWrites.delete(runner);
    this.invalidate(pending);
  }

  private writtenSince(sequence: number, tables: Set<string>): boolean {
    if (this.everythingWrittenAt > sequence) return true;
    for (const table of tables) {
      if ((this.tableWrittenAt.get(table) ?? 0) > sequence) return true;
    }
    return false;
  }

  private checkExternalWrites(now: number): void {
    if (this.dataSource.options?.type !== 'better-sqlite3' || !this.dataSource.isInitialized) return;
    if (now - this.externalCheckAt < EXTERNAL_CHANGE_CHECK_MS) return;
    this.externalCheckAt = now;
    const handle = (this.dataSource.driver as unknown as { databaseConnection?: SqliteHandle }).databaseConnection;
    const version = handle?.pragma('data_version', { simple: true });
    if (this.externalVersion !== undefined && version !== this.externalVersion) this.invalidate();
    this.externalVersion = version;
  }
}
