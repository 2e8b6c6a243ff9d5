import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { FileStorage } from './file-storage';
import { FilesService } from './files.service';
import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';

/** The one file service: uploads, downloads and team logos, on the storage FILE_STORAGE selects. */
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig): FileStorage =>
        config.fileStorage.kind === 's3' ? S3Storage.fromConfig(config.fileStorage) : new LocalDiskStorage(config.uploadDir),
    },
    FilesService,
  ],
  exports: [FilesService, FileStorage],
})
export class FilesModule {}
