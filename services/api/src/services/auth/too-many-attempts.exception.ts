import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the seconds to wait; TooManyAttemptsFilter turns the seconds into a Retry-After header. */
export class TooManyAttemptsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
