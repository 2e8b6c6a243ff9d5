import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ReadCacheInterceptor } from './read-cache.interceptor';
import { READ_CACHE_OPTIONS, ReadCache, type ReadCacheOptions } from './read-cache.service';

/** The public read API's answer cache (one per process, emptied by every write). */
@Module({
  providers: [
    {
      provide: READ_CACHE_OPTIONS,
      inject: [AppConfig],
      useFactory: (config: AppConfig): Partial<ReadCacheOptions> => ({ ttlMs: config.readCacheTtlMs }),
    },
    ReadCache,
    ReadCacheInterceptor,
  ],
  exports: [ReadCache, ReadCacheInterceptor],
})
export class ReadCacheModule {}
