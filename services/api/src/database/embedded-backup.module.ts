import { Module } from '@nestjs/common';
import { EmbeddedBackupService } from './embedded-backup.service';

/** Automatic backups of the embedded SQLite database (nothing on MySQL). */
@Module({ providers: [EmbeddedBackupService] })
export class EmbeddedBackupModule {}
