import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the seconds to wait: the error envelope sends them as Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyRequestsMessage(retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}

export function tooManyRequestsMessage(seconds: number): string {
  if (seconds < 120) return `요청이 너무 많습니다. ${seconds}초 뒤에 다시 시도해 주세요.`;
  if (seconds < 7200) return `요청이 너무 많습니다. ${Math.ceil(seconds / 60)}분 뒤에 다시 시도해 주세요.`;
  return `오늘 할 수 있는 만큼 요청했습니다. ${Math.ceil(seconds / 3600)}시간 뒤에 다시 시도해 주세요.`;
}
