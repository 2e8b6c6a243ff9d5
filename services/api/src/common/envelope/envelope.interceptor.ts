import { Injectable, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiEnvelope } from '@dugout/contracts';
import { map, type Observable } from 'rxjs';
import { SKIP_ENVELOPE } from './skip-envelope.decorator';

/** Wraps what a handler returns as `{ ok: true, data }`; `undefined` becomes `data: null`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const skip = this.reflector.getAllAndOverride<boolean>(SKIP_ENVELOPE, [context.getHandler(), context.getClass()]);
    if (skip || context.getType() !== 'http') {
      return next.handle();
    }
    return next.handle().pipe(
      map((data: unknown) => {
        if (data instanceof StreamableFile || Buffer.isBuffer(data)) {
          return data;
        }
        const body: ApiEnvelope<unknown> = { ok: true, data: data ?? null };
        return body;
      }),
    );
  }
}
