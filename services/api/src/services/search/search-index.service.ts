import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntitySubscriberInterface, type InsertEvent, type QueryRunner, type RemoveEvent, type TransactionCommitEvent, type UpdateEvent } from 'typeorm';
import { describeDatabaseError } from '../../common/errors/database-unavailable';
import { DatabaseConnection } from '../../database/database-connection.service';
import { SearchRepository } from '../../repositories/search/search.repository';

/** Tables whose names the index copies. */
const NAMED_TABLES = new Set(['player', 'team', 'league_main']);
/** Writes through raw SQL (no entity event) reach the index within this time at the latest. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Keeps the search index in step with the names without triggers and without hooks in the owners'
 * modules (docs/search.md): a TypeORM subscriber sees every entity insert, update and delete of a
 * player, team or league site and asks for a sync once its transaction commits; a sweep every
 * minute and one at start catch writes made with raw SQL. A sync is a diff (new, renamed, removed
 * names) read by primary key joins, so it costs little when nothing changed. One sync runs at a time.
 */
@Injectable()
export class SearchIndexService implements EntitySubscriberInterface, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SearchIndexService.name);
  private readonly pendingInTransaction = new WeakSet<QueryRunner>();
  private running: Promise<void> | null = null;
  private again = false;
  private sweep: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly connection: DatabaseConnection,
    private readonly repository: SearchRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.connection.whenReady(() => {
      // Initialising the data source replaces its subscriber list, so this joins it once connected.
      if (!this.dataSource.subscribers.includes(this)) this.dataSource.subscribers.push(this);
      return this.sync();
    });
    this.sweep = setInterval(() => void this.sync(), SWEEP_INTERVAL_MS);
    this.sweep.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.sweep) clearInterval(this.sweep);
    await this.running;
  }

  /** Brings the index in step now (waits for a sync under way and runs one more after it). */
  async sync(): Promise<void> {
    if (this.stopped || !this.dataSource.isInitialized) return;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.dataSource.transaction((em) => this.repository.syncIndex(em));
        } catch (error) {
          // Another instance writing the same names at once: the next sync finds what is left.
          this.logger.warn(`검색 색인을 갱신하지 못했습니다: ${describeDatabaseError(error)}`);
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves once the sync under way (if any) has finished: what the entity events asked for is in the index. */
  async settled(): Promise<void> {
    await this.running;
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.changed(event.metadata.tableName, event.queryRunner);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.changed(event.metadata.tableName, event.queryRunner);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.changed(event.metadata.tableName, event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (!this.pendingInTransaction.has(event.queryRunner)) return;
    this.pendingInTransaction.delete(event.queryRunner);
    void this.sync();
  }

  private changed(table: string, queryRunner: QueryRunner): void {
    if (!NAMED_TABLES.has(table)) return;
    if (queryRunner.isTransactionActive) this.pendingInTransaction.add(queryRunner);
    else void this.sync();
  }
}
