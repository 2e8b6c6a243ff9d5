import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiEnvelope } from '@dugout/contracts';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { ValidationError } from 'yup';
import { isDuplicateKey } from '../sql/duplicate-key';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailableError } from './database-unavailable';
import { isLockConflictError, LOCK_CONFLICT_MESSAGE, LOCK_CONFLICT_RETRY_AFTER_SECONDS } from './lock-conflict';
import { RetryLaterException } from './retry-later.exception';
import { isUserFacingMessage, messageForStatus, SERVER_ERROR_MESSAGE } from './error-messages';
import { toValidationException, type FieldErrors } from './validation-errors';

export interface ErrorResponse {
  status: number;
  body: ApiEnvelope<null>;
  /** A server fault (5xx) that must be logged with its stack; the body never carries it. */
  unexpected: boolean;
  /** Sent as Retry-After (a 503 of a temporary condition, a 429). */
  retryAfterSeconds?: number;
}

/** Maps anything thrown while handling a request to its status and envelope. */
export function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof HttpException) {
    const response = fromHttpException(exception);
    const retryAfter = (exception as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number') {
      return { ...response, unexpected: response.status >= 500 && !(exception instanceof RetryLaterException), retryAfterSeconds: retryAfter };
    }
    return response;
  }
  if (exception instanceof ValidationError) {
    return fromHttpException(toValidationException(exception));
  }
  if (isDatabaseUnavailableError(exception)) {
    return { ...envelope(503, DATABASE_UNAVAILABLE_MESSAGE), unexpected: false, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  }
  // A deadlock or lock wait outside a retrying transaction: temporary, never a 500.
  if (isLockConflictError(exception)) {
    return { ...envelope(503, LOCK_CONFLICT_MESSAGE), unexpected: false, retryAfterSeconds: LOCK_CONFLICT_RETRY_AFTER_SECONDS };
  }
  if (exception instanceof EntityNotFoundError) {
    return envelope(404, messageForStatus(404));
  }
  if (exception instanceof QueryFailedError && isDuplicateKey(exception)) {
    return envelope(409, messageForStatus(409));
  }
  const clientStatus = clientErrorStatusOf(exception);
  if (clientStatus) {
    return envelope(clientStatus, messageForStatus(clientStatus));
  }
  return { status: 500, body: { ok: false, data: null, error: SERVER_ERROR_MESSAGE }, unexpected: true };
}

function fromHttpException(exception: HttpException): ErrorResponse {
  const status = exception.getStatus();
  const response = exception.getResponse();
  const details = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
  const message = typeof response === 'string' ? response : details['message'];
  return envelope(status, isUserFacingMessage(message) ? message : messageForStatus(status), asFieldErrors(details['errors']));
}

function envelope(status: number, error: string, errors?: FieldErrors): ErrorResponse {
  const body: ApiEnvelope<null> = { ok: false, data: null, error };
  if (errors && Object.keys(errors).length > 0) {
    body.errors = errors;
  }
  return { status, body, unexpected: status >= 500 };
}

function asFieldErrors(value: unknown): FieldErrors | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return undefined;
  }
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

/** Framework errors (fastify's FST_* and the like) carry a 4xx statusCode and are the client's fault. */
function clientErrorStatusOf(exception: unknown): number | null {
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= HttpStatus.BAD_REQUEST && statusCode < 500 ? statusCode : null;
}
