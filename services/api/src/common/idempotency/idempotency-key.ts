import { createHash } from 'node:crypto';
import { BadRequestException, HttpException, HttpStatus, UnprocessableEntityException } from '@nestjs/common';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** How long a key answers its first answer again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A key still marked running after this long belongs to a request that died with its process. */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60 * 1000;

const MAX_KEY_LENGTH = 128;
const PRINTABLE_ASCII = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

export const BAD_KEY_MESSAGE = `Idempotency-Key는 ${MAX_KEY_LENGTH}자 이하의 영문·숫자·기호(출력 가능한 ASCII)여야 합니다.`;
export const IN_PROGRESS_MESSAGE = '같은 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.';
export const KEY_REUSED_MESSAGE = '이미 다른 요청에 쓴 Idempotency-Key입니다. 새 요청에는 새 키를 보내 주세요.';

/** The header's key, or 400 in Korean for an empty, repeated, over-long or non-printable one. */
export function parseIdempotencyKey(header: string | string[]): string {
  if (typeof header !== 'string' || header.length > MAX_KEY_LENGTH || !PRINTABLE_ASCII.test(header)) {
    throw new BadRequestException(BAD_KEY_MESSAGE);
  }
  return header;
}

/** 409 while the first request of a key is still running; the client may try again in a moment. */
export class IdempotencyInProgressException extends HttpException {
  readonly retryAfterSeconds = 1;

  constructor() {
    super(IN_PROGRESS_MESSAGE, HttpStatus.CONFLICT);
  }
}

/** 422: the key was first used for another request (another body, method or path). */
export function keyReusedException(): UnprocessableEntityException {
  return new UnprocessableEntityException(KEY_REUSED_MESSAGE);
}

/**
 * What makes two requests "the same": the JSON body with its keys sorted. A multipart body is not
 * read here (the route streams it), so it counts by its content type's kind and its length: a
 * browser resending the same FormData sends the same number of bytes (its boundary has a fixed length).
 */
export function bodyFingerprint(request: { body?: unknown; headers: Record<string, string | string[] | undefined>; isMultipart?: () => boolean }): string {
  const text = request.isMultipart?.() ? `multipart:${String(request.headers['content-length'] ?? '')}` : `json:${canonicalJson(request.body)}`;
  return createHash('sha256').update(text).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Which answers are kept for a replay: a success and a refusal the same request would meet again
 * (400, 403, 404, 409 of a stale version, 422). Not 401 (the client refreshes its session and
 * resends), 408 or 429 (about the moment, not the request), and never a 5xx: the write did not
 * happen, so the retry must run it.
 */
export function isStoredStatus(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}
