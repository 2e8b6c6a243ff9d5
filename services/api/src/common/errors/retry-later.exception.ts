import { HttpException, HttpStatus } from '@nestjs/common';

/** 503 for a temporary condition; the exception filter sends retryAfterSeconds as Retry-After. */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.SERVICE_UNAVAILABLE);
  }
}
