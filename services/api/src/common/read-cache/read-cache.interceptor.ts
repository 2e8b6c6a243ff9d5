import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { ReadCache } from './read-cache.service';

/** The query parameters that change a read answer; any other parameter is ignored, so it cannot multiply the entries. */
const ANSWER_QUERY_PARAMS = ['all', 'includeTempTeam', 'od'] as const;

/** Caches a public GET route's answer in ReadCache, keyed by its path and the query parameters that matter. */
@Injectable()
export class ReadCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: ReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.method !== 'GET') return next.handle();
    return from(this.cache.get(cacheKey(request), () => lastValueFrom(next.handle())));
  }
}

export function cacheKey(request: Pick<FastifyRequest, 'url' | 'query'>): string {
  const path = request.url.split('?', 1)[0];
  const query = (request.query ?? {}) as Record<string, unknown>;
  const params = ANSWER_QUERY_PARAMS.filter((name) => query[name] !== undefined).map((name) => `${name}=${JSON.stringify(query[name])}`);
  return params.length === 0 ? path : `${path}?${params.join('&')}`;
}
