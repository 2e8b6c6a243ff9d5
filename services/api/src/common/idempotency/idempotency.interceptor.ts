import { HttpException, Injectable, RequestMethod, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, of, type Observable } from 'rxjs';
import { toErrorResponse } from '../errors/error-response';
import { callerKey } from '../rate-limit';
import { IDEMPOTENT_KEY } from './idempotent.decorator';
import { bodyFingerprint, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, parseIdempotencyKey } from './idempotency-key';
import type { IdempotencyClaim } from './idempotency-key.repository';
import { IdempotencyService, type StoredAnswer } from './idempotency.service';

type CallerRequest = FastifyRequest & { user?: { userId?: number } | null };

/**
 * Reads @Idempotent. Runs after the guards (the key belongs to the member, or to the address of a
 * visitor) and before the write budget, so a replay spends none.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly idempotency: IdempotencyService,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http' || !this.reflector.get<boolean | undefined>(IDEMPOTENT_KEY, context.getHandler())) return next.handle();
    const request = context.switchToHttp().getRequest<CallerRequest>();
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return next.handle();

    const claim: IdempotencyClaim = {
      owner: callerKey(request),
      key: parseIdempotencyKey(header),
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      bodyHash: bodyFingerprint(request),
    };
    const stored = await this.idempotency.claim(claim);
    if (stored) return this.replay(context, stored);

    const successStatus = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? (request.method === RequestMethod[RequestMethod.POST] ? 201 : 200);
    return next.handle().pipe(
      mergeMap((value: unknown) => from(this.idempotency.finish(claim, { status: successStatus, body: value }).then(() => value))),
      catchError((error: unknown) => {
        const { status, body } = toErrorResponse(error);
        const settled = status < 500 ? this.idempotency.finish(claim, { status, body }) : this.idempotency.release(claim);
        return from(settled.then(() => Promise.reject(error)));
      }),
    );
  }

  /** The first answer again: the same value through the route's own status, or the same refusal. */
  private replay(context: ExecutionContext, stored: StoredAnswer): Observable<unknown> {
    void context.switchToHttp().getResponse<FastifyReply>().header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if (stored.status < 400) return of(stored.body);
    const { error, errors } = (stored.body ?? {}) as { error?: string; errors?: Record<string, string> };
    throw new HttpException({ message: error, errors }, stored.status);
  }
}
