import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiExceptionFilter } from '../../common/errors/api-exception.filter';
import { TooManyAttemptsException } from './too-many-attempts.exception';

/** Adds Retry-After to a 429, then answers with the usual envelope. */
@Catch(TooManyAttemptsException)
export class TooManyAttemptsFilter implements ExceptionFilter<TooManyAttemptsException> {
  private readonly envelope = new ApiExceptionFilter();

  catch(exception: TooManyAttemptsException, host: ArgumentsHost): void {
    void host.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(exception.retryAfterSeconds));
    this.envelope.catch(exception, host);
  }
}
