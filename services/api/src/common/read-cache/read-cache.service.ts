import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AfterQueryEvent, BeforeQueryEvent, DataSource, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import { InstanceBus } from '../instance-bus/instance-bus.service';
import { LEAGUE_MAIN_TABLES, readScopes, writeScopes, type ReadScope } from './read-scope';
import { statementEffect } from './statement-tables';

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
  /** The tables the answer was read from and the mains it is about; filled while it is computed. */
  scope: ReadScope;
}

/** Where a write happened: its league main, or every main (null). */
type WrittenMains = ReadonlySet<number> | null;

export interface ReadCacheOptions {
  /** A safety net for writes this process cannot see (another process on the same MySQL) and day changes. */
  ttlMs: number;
  maxEntries: number;
}

export const READ_CACHE_DEFAULTS: ReadCacheOptions = { ttlMs: 30_000, maxEntries: 500 };
export const READ_CACHE_OPTIONS = Symbol('READ_CACHE_OPTIONS');

/** The channel on which instances tell each other what their writes emptied. */
export const READ_CACHE_CHANNEL = 'read-cache';

/** What a write emptied, as sent to the other instances: null tables = everything, null mains = every main. */
interface Invalidation {
  tables: string[] | null;
  mains: number[] | null;
}

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
 * empty league answers. A read that is about one league main says so (noteLeagueMainRead), and a
 * unit of work that writes one main's rows says so (writeForLeagueMain): such a write keeps the
 * answers about other mains, unless it touched rows that mains share (teams, players). An answer computed while one of its tables was written is handed to the
 * requests that waited for it but not kept. Concurrent misses of one key share one computation.
 * On the embedded database a commit by another process (`npm run import` while the server runs)
 * is noticed through SQLite's data_version and empties everything. With several API instances
 * (REDIS_URL) each write's invalidation is also sent to the others, batched per tick.
 */
@Injectable()
export class ReadCache implements EntitySubscriberInterface {
  private readonly entries = new Map<string, Entry>();
  private readonly options: ReadCacheOptions;
  /** Write counter: a table's last write, and the last time everything was emptied. */
  private writeSequence = 0;
  private everythingWrittenAt = 0;
  private readonly tableWrittenAt = new Map<string, number>();
  /** Tables written inside each open transaction (and their mains), emptied again when it ends. */
  private readonly transactionWrites = new WeakMap<QueryRunner, { tables: Set<string>; mains: Set<number> | null }>();
  /** The league main of a write, noted before it runs (in the caller's context), by its parameter list. */
  private readonly writeMains = new WeakMap<object, number>();
  /** Writes under writeKeepingCachedReads, by their parameter list: they empty nothing. */
  private readonly keptWrites = new WeakSet<object>();
  private externalCheckAt = 0;
  private externalVersion: unknown;
  /** This tick's invalidations, sent to the other instances together. */
  private outgoing: { tables: Set<string> | null; mains: Set<number> | null } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: Pick<DataSource, 'subscribers'> & Partial<Pick<DataSource, 'options' | 'driver' | 'isInitialized'>>,
    @Optional() @Inject(READ_CACHE_OPTIONS) options?: Partial<ReadCacheOptions>,
    @Optional() private readonly bus?: InstanceBus,
  ) {
    this.options = { ...READ_CACHE_DEFAULTS, ...options };
    this.subscribe();
    bus?.subscribe(READ_CACHE_CHANNEL, (payload) => {
      const { tables, mains } = payload as Invalidation;
      this.emptyLocally(tables ?? undefined, mains === null ? null : new Set(mains));
    });
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
    const scope: ReadScope = { tables: new Set(), leagueMains: new Set() };
    const value = readScopes.run(scope, compute);
    const entry: Entry = { expiresAt: now + this.options.ttlMs, value, scope };
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
      if (this.writtenSince(startedAt, scope.tables)) forget();
    }, forget);
    return value;
  }

  /**
   * Empties the answers read from any of `tables` (every answer when no tables are given). With
   * `mains`, a write to LEAGUE_MAIN_TABLES keeps the answers that said they are about other mains.
   */
  invalidate(tables?: Iterable<string>, mains: WrittenMains = null): void {
    const written = tables === undefined ? undefined : new Set(tables);
    this.emptyLocally(written, mains);
    this.tellOthers(written, mains);
  }

  private emptyLocally(tables: Iterable<string> | undefined, mains: WrittenMains): void {
    this.writeSequence += 1;
    if (tables === undefined) {
      this.everythingWrittenAt = this.writeSequence;
      this.entries.clear();
      return;
    }
    const written = new Set(tables);
    for (const table of written) this.tableWrittenAt.set(table, this.writeSequence);
    for (const [key, entry] of this.entries) {
      if (changes(entry.scope, written, mains)) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Adds the invalidation to this tick's message to the other instances (sent once the tick ends). */
  private tellOthers(tables: ReadonlySet<string> | undefined, mains: WrittenMains): void {
    if (!this.bus?.shared) return;
    const first = this.outgoing === null;
    const outgoing = this.outgoing ?? { tables: new Set<string>(), mains: new Set<number>() };
    if (tables === undefined || outgoing.tables === null) outgoing.tables = null;
    else for (const table of tables) outgoing.tables.add(table);
    if (mains === null || outgoing.mains === null) outgoing.mains = null;
    else for (const main of mains) outgoing.mains.add(main);
    this.outgoing = outgoing;
    if (!first) return;
    queueMicrotask(() => {
      const message = this.outgoing;
      this.outgoing = null;
      if (!message) return;
      const invalidation: Invalidation = {
        tables: message.tables === null ? null : [...message.tables],
        mains: message.mains === null ? null : [...message.mains],
      };
      this.bus?.publish(READ_CACHE_CHANNEL, invalidation);
    });
  }

  beforeQuery(event: BeforeQueryEvent<unknown>): void {
    const reading = readScopes.getStore();
    const writing = writeScopes.getStore();
    if (!reading && writing?.leagueMainId == null && !writing?.keepsCachedReads) return;
    const effect = statementEffect(event.query);
    if (effect.kind === 'write' && writing?.keepsCachedReads && typeof event.parameters === 'object' && event.parameters !== null) {
      this.keptWrites.add(event.parameters);
      return;
    }
    if (effect.kind === 'read' && reading) for (const table of effect.tables) reading.tables.add(table);
    // afterQuery runs in the driver's callback, outside the caller's context: carry the main over.
    if (effect.kind === 'write' && writing?.leagueMainId != null && typeof event.parameters === 'object' && event.parameters !== null) {
      this.writeMains.set(event.parameters, writing.leagueMainId);
    }
  }

  afterQuery(event: AfterQueryEvent<unknown>): void {
    const effect = statementEffect(event.query);
    if (effect.kind === 'read' || effect.kind === 'control') return;
    if (effect.kind === 'write' && typeof event.parameters === 'object' && event.parameters !== null && this.keptWrites.has(event.parameters)) return;
    if (effect.kind === 'unknown') {
      this.invalidate();
      return;
    }
    const main = typeof event.parameters === 'object' && event.parameters !== null ? this.writeMains.get(event.parameters) : undefined;
    const mains = main === undefined ? null : new Set([main]);
    this.invalidate(effect.tables, mains);
    const runner = event.queryRunner;
    if (runner?.isTransactionActive) {
      const pending = this.transactionWrites.get(runner) ?? { tables: new Set<string>(), mains: new Set<number>() };
      for (const table of effect.tables) pending.tables.add(table);
      pending.mains = pending.mains && mains ? new Set([...pending.mains, ...mains]) : null;
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
    this.invalidate(pending.tables, pending.mains);
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

/** Whether a write to `written` tables (in `mains`, or anywhere) can change an answer with this scope. */
function changes(scope: ReadScope, written: ReadonlySet<string>, mains: WrittenMains): boolean {
  const hit = [...scope.tables].filter((table) => written.has(table));
  if (hit.length === 0) return false;
  if (mains === null || scope.leagueMains.size === 0) return true;
  if (hit.some((table) => !LEAGUE_MAIN_TABLES.has(table))) return true;
  return [...scope.leagueMains].some((main) => mains.has(main));
}
