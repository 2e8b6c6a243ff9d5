import type { Readable } from 'node:stream';

/**
 * Where uploaded files are kept, by key ("team/3f2a….png"). One interface for the local disk
 * and S3-compatible backends; keys are made by the server and checked by assertSafeKey.
 */
export abstract class FileStorage {
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  abstract get(key: string): Promise<Readable | null>;
  /** Deleting a missing file is not an error. */
  abstract delete(key: string): Promise<void>;
  abstract exists(key: string): Promise<boolean>;
}

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** True for keys made of plain name segments: no "..", no absolute path, no backslash or control characters. */
export function isSafeKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= 4 && segments.every((segment) => KEY_SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
