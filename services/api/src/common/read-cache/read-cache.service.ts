import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AfterQueryEvent, DataSource, EntitySubscriberInterface } from 'typeorm';

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

export interface ReadCacheOptions {
  /** A safety net for writes this process cannot see (another process on the same MySQL) and day changes. */
  ttlMs: number;
  maxEntries: number;
}

export const READ_CACHE_DEFAULTS: ReadCacheOptions = { ttlMs: 30_000, maxEntries: 500 };
export const READ_CACHE_OPTIONS = Symbol('READ_CACHE_OPTIONS');

/** Statements that only read; anything else (INSERT, UPDATE, DELETE, DDL, START TRANSACTION, ...) may change data. */
const READ_ONLY_STATEMENT = /^\s*(?:SELECT|SHOW|EXPLAIN|DESCRIBE)\b/i;

/**
 * In-process cache of public read answers (schedules, standings, rankings...), keyed by the
 * request (league, season, game ids and the few query flags that change the answer).
 *
 * Correctness comes first: every statement that may write, whoever runs it (the game-record
 * service, the season import, an admin screen, a raw query), and every transaction commit or
 * rollback goes through TypeORM's query events and empties the cache, so no answer computed
 * before a write is served after it. An answer computed while a write was running is handed to
 * the requests that waited for it but not kept. Concurrent misses of one key share one
 * computation, so a burst after a write costs one query round, not one per request.
 */
@Injectable()
export class ReadCache implements EntitySubscriberInterface {
  private version = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly options: ReadCacheOptions;

  constructor(
    @InjectDataSource() dataSource: Pick<DataSource, 'subscribers'>,
    @Optional() @Inject(READ_CACHE_OPTIONS) options?: Partial<ReadCacheOptions>,
  ) {
    this.options = { ...READ_CACHE_DEFAULTS, ...options };
    dataSource.subscribers.push(this);
  }

  /** The cached answer for `key`, or `compute()`'s (kept until the next write or the TTL). */
  get<T>(key: string, compute: () => Promise<T>, now: number = Date.now()): Promise<T> {
    if (this.options.ttlMs <= 0) return compute();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    const version = this.version;
    const value = compute();
    const entry: Entry = { expiresAt: now + this.options.ttlMs, value };
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
      if (this.version !== version) forget();
    }, forget);
    return value;
  }

  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  afterQuery(event: AfterQueryEvent<unknown>): void {
    if (!READ_ONLY_STATEMENT.test(event.query)) this.invalidate();
  }

  afterTransactionCommit(): void {
    this.invalidate();
  }

  afterTransactionRollback(): void {
    this.invalidate();
  }
}
