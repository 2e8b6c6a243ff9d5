import { Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { EnvelopeInterceptor } from '../common/envelope/envelope.interceptor';
import { ApiExceptionFilter } from '../common/errors/api-exception.filter';
import { toErrorResponse } from '../common/errors/error-response';
import type { TrustProxy } from '../config/app-config';
import { clientErrorHandler } from './client-error-handler';

export const GLOBAL_PREFIX = 'api';

interface MinimalReply {
  code(status: number): { send(body: unknown): unknown };
}

export function createHttpAdapter(options: { trustProxy?: TrustProxy } = {}): FastifyAdapter {
  return new FastifyAdapter({
    // X-Forwarded-* is believed only from the proxies TRUST_PROXY names; by default from nobody.
    trustProxy: options.trustProxy ?? false,
    // `//api//health` is `/api/health`, never the shell's page.
    routerOptions: { ignoreDuplicateSlashes: true },
    clientErrorHandler,
    // Errors fastify raises before any route runs (a malformed URL) get the envelope too.
    // (reply is typed loosely: the option's type is generic over fastify's own copy of its types)
    frameworkErrors: (error: Error, _request: unknown, reply: unknown) => {
      const { status, body } = toErrorResponse(error);
      void (reply as MinimalReply).code(status).send(body);
    },
  });
}

/** `/api` prefix and the `{ ok, data, error?, errors? }` envelope for every answer, errors included. */
export function applyHttpConventions(app: NestFastifyApplication): void {
  app.setGlobalPrefix(GLOBAL_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalInterceptors(new EnvelopeInterceptor(app.get(Reflector)));
}
