import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from './error-response';

/** Every error, from a controller or from fastify itself, leaves as the `{ ok: false, ... }` envelope. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, body, unexpected, retryAfterSeconds } = toErrorResponse(exception);
    if (unexpected) {
      this.logger.error(
        `${request.method} ${request.url} -> ${status}`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (reply.sent) {
      return;
    }
    if (retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(retryAfterSeconds));
    }
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
