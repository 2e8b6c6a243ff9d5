import { RetryLaterException } from './retry-later.exception';

export const LOCK_CONFLICT_MESSAGE = '다른 저장과 겹쳐 지금은 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const LOCK_CONFLICT_RETRY_AFTER_SECONDS = 2;

/** The 503 of a write that kept meeting other writes' locks (its retries used up). */
export function lockConflict(): RetryLaterException {
  return new RetryLaterException(LOCK_CONFLICT_MESSAGE, LOCK_CONFLICT_RETRY_AFTER_SECONDS);
}

// InnoDB chose this transaction as a deadlock's victim, or a lock was not granted in time.
const LOCK_CONFLICT_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const LOCK_CONFLICT_ERRNOS = new Set([1213, 1205]);

/** Whether an error (or TypeORM's driverError inside it) is a MySQL deadlock or lock-wait timeout: the whole transaction may be run again. */
export function isLockConflictError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errno, driverError } = error as { code?: unknown; errno?: unknown; driverError?: unknown };
  if (typeof code === 'string' && LOCK_CONFLICT_CODES.has(code)) return true;
  if (typeof errno === 'number' && LOCK_CONFLICT_ERRNOS.has(errno)) return true;
  return driverError !== undefined && driverError !== error && isLockConflictError(driverError);
}
