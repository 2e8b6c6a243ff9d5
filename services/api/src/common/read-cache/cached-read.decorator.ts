import { UseInterceptors } from '@nestjs/common';
import { ReadCacheInterceptor } from './read-cache.interceptor';

/**
 * Serves a GET route's answer from the read cache. Only for public answers that are the same for
 * every caller (guards still run first, but the answer must not depend on who asks).
 */
export const CachedRead = (): MethodDecorator => UseInterceptors(ReadCacheInterceptor);
