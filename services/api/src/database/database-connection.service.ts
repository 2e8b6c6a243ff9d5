import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { describeDatabaseError } from '../common/errors/database-unavailable';
import { AppConfig } from '../config/app-config';
import { armQueryTimeouts } from './mysql-timeouts';

/** Provided by DatabaseModule.forServer(): a MySQL server that is down does not stop the start. */
export const CONNECT_IN_BACKGROUND = Symbol('CONNECT_IN_BACKGROUND');

/** Waits between connection attempts: quick at first, then every 10 s. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/**
 * Connects the application's DataSource (TypeOrmModule with manualInitialization) and runs the
 * migrations. The first attempt is made during start-up. When it fails: a command, or the embedded
 * database, stops with the error; the server on MySQL starts anyway, answers every API call with 503
 * (DatabaseReadyGuard) and keeps trying in the background, logging each step in Korean, until the
 * database is there. Work that needs the database at boot goes through whenReady().
 */
@Injectable()
export class DatabaseConnection implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private ready = false;
  private stopped = false;
  private attempts = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempt: Promise<void> | null = null;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @Optional() @Inject(CONNECT_IN_BACKGROUND) private readonly connectInBackground: boolean | null,
  ) {}

  get isReady(): boolean {
    return this.ready;
  }

  async onModuleInit(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      if (!this.connectInBackground || this.config.database.type !== 'mysql') {
        this.logger.error(`데이터베이스에 연결할 수 없습니다: ${describeDatabaseError(error)}`);
        throw error;
      }
      this.logger.error(
        `데이터베이스에 연결할 수 없습니다: ${describeDatabaseError(error)}. 서버는 시작하고, 연결될 때까지 API 요청에는 503으로 답하며 ${delayText(this.nextDelay())} 뒤부터 계속 다시 연결합니다.`,
      );
      this.scheduleRetry();
    }
  }

  /** Runs `task` now if the database is connected (and waits for it), otherwise once it connects. */
  async whenReady(task: () => Promise<void> | void): Promise<void> {
    if (this.ready) {
      await task();
      return;
    }
    this.waiting.push(() => {
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => this.logger.error(`연결 후 작업에 실패했습니다: ${describeDatabaseError(error)}`, error instanceof Error ? error.stack : undefined));
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    // An attempt under way finishes (and closes again below) rather than leaving a pool open.
    await this.attempt?.catch(() => undefined);
  }

  private async connect(): Promise<void> {
    this.attempts += 1;
    this.attempt = (async () => {
      await this.dataSource.initialize(); // runs the pending migrations too
      if (this.stopped) {
        await this.dataSource.destroy();
        return;
      }
      // The server's queries get their timeout once the migrations are done; commands run without one.
      if (this.connectInBackground) armQueryTimeouts(this.dataSource);
      this.ready = true;
    })();
    try {
      await this.attempt;
    } finally {
      this.attempt = null;
    }
    if (!this.ready) return;
    if (this.attempts > 1) {
      this.logger.log(`데이터베이스에 연결했습니다 (${this.attempts}번째 시도). 마이그레이션을 마쳤고 이제 요청을 처리합니다.`);
    }
    for (const run of this.waiting.splice(0)) run();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    const delay = this.nextDelay();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((error: unknown) => {
        this.logger.warn(`데이터베이스에 다시 연결하지 못했습니다 (${this.attempts}번째 시도): ${describeDatabaseError(error)}. ${delayText(this.nextDelay())} 뒤 다시 시도합니다.`);
        this.scheduleRetry();
      });
    }, delay);
  }

  private nextDelay(): number {
    return RECONNECT_DELAYS_MS[Math.min(this.attempts - 1, RECONNECT_DELAYS_MS.length - 1)];
  }
}

function delayText(ms: number): string {
  return `${ms / 1000}초`;
}
