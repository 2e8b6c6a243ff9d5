import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { WRITE_LIMIT_KEY } from './write-limit.decorator';
import type { WriteKind } from '../../config/write-limits';
import { WriteLimiter } from './write-limiter.service';

/**
 * Reads @WriteLimit. An interceptor rather than a guard: interceptors run after every guard, so
 * the route's own auth guard has already set request.user and an anonymous call to a members'
 * route is still a 401, not a spent budget. Nothing of the route runs when the budget is spent.
 */
@Injectable()
export class WriteLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: WriteLimiter,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const kinds = this.reflector.get<WriteKind[] | undefined>(WRITE_LIMIT_KEY, context.getHandler());
    if (kinds && context.getType() === 'http') {
      const key = callerKey(context.switchToHttp().getRequest<FastifyRequest & { user?: { userId?: number } | null }>());
      for (const kind of kinds) await this.limiter.consume(kind, key);
    }
    return next.handle();
  }
}

/** A member's budget is the account's wherever it writes from; a visitor's is its address (request.ip honours TRUST_PROXY). */
export function callerKey(request: { user?: { userId?: number } | null; ip: string }): string {
  const userId = request.user?.userId;
  return typeof userId === 'number' ? `member:${userId}` : `address:${request.ip}`;
}
