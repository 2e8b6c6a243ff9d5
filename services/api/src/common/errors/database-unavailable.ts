import { CannotExecuteNotConnectedError, CannotGetEntityManagerNotConnectedError, ConnectionIsNotSetError } from 'typeorm';
import { RetryLaterException } from './retry-later.exception';

export const DATABASE_UNAVAILABLE_MESSAGE = '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The 503 every API call answers while the database cannot be reached. */
export function databaseUnavailable(): RetryLaterException {
  return new RetryLaterException(DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS);
}

// Network failures (mysql2 passes the socket's code on), a lost or refused MySQL connection, a server
// shutting down or out of connections, and an embedded file locked by another process for too long.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  // mysql-timeouts.ts: no pool connection came free in DATABASE_ACQUIRE_TIMEOUT_MS.
  'POOL_ACQUIRE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
]);
const UNAVAILABLE_MESSAGES = [
  /^Pool is closed/,
  /Can't add new command when connection is in closed state/,
  /^Connection is not established/,
  /^Connection lost/,
];

/**
 * Whether an error means the database cannot be reached right now (rather than a fault of the
 * request or the code): the error itself, TypeORM's driverError, its cause or, for a host with
 * several addresses, any of an AggregateError's errors.
 */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if (
    error instanceof CannotExecuteNotConnectedError ||
    error instanceof CannotGetEntityManagerNotConnectedError ||
    error instanceof ConnectionIsNotSetError
  ) {
    return true;
  }
  const { code, message, driverError, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((candidate) => candidate !== error && isDatabaseUnavailableError(candidate, depth + 1));
}

/** A short cause for the log: the code and address (`ECONNREFUSED 127.0.0.1:3306`) or the message. */
export function describeDatabaseError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(describeDatabaseError).join(', ');
  }
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message ? message : String(error);
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}
