import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { backupEmbeddedDatabase } from './embedded-backup';

/** While the server runs, a backup of the embedded database is made this often (besides the one at start). */
export const PERIODIC_BACKUP_MS = 6 * 60 * 60 * 1000;

/**
 * Keeps backups of the last good state of the embedded database under var/backups/: one at every
 * start (the file has just passed its integrity check and the migrations) and one every six hours.
 * They run in the background with SQLite's online backup, so the server keeps answering.
 */
@Injectable()
export class EmbeddedBackupService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EmbeddedBackupService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly config: AppConfig) {}

  onApplicationBootstrap(): void {
    if (this.config.database.type !== 'sqlite') return;
    const file = this.config.database.path;
    const backUp = () => {
      if (this.running) return;
      this.running = backupEmbeddedDatabase(file)
        .then((target) => this.logger.log(`내장 데이터베이스를 백업했습니다: ${target}`))
        .catch((error: unknown) => this.logger.warn(`내장 데이터베이스를 백업하지 못했습니다: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          this.running = null;
        });
    };
    backUp();
    this.timer = setInterval(backUp, PERIODIC_BACKUP_MS);
    this.timer.unref();
  }

  /** Waits for a backup in progress, so a normal stop never leaves a partial copy. */
  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
