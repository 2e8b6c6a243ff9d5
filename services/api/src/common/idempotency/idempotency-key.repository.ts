import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isDuplicateKey } from '../sql/duplicate-key';
import { rawInstant, rawNumberOrNull, rawString, rawStringOrNull, utcDateTimeParam, type Row } from '../sql/raw-values';

/** Who sent which key for which request. */
export interface IdempotencyClaim {
  owner: string;
  key: string;
  method: string;
  path: string;
  bodyHash: string;
}

/** A key already taken: still running (status null) or finished with its stored answer. */
export interface StoredKey {
  method: string;
  path: string;
  bodyHash: string;
  status: number | null;
  response: string | null;
  createdAt: number;
}


/** Every query of idempotency_key; the only writer of the table. */
@Injectable()
export class IdempotencyKeyRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Takes the key for this request (the primary key is the lock): true, or false when a row holds it. */
  async insert(claim: IdempotencyClaim, now: number): Promise<boolean> {
    try {
      await this.dataSource.query(
        'INSERT INTO idempotency_key (owner, idem_key, method, path, body_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [claim.owner, claim.key, claim.method, claim.path, claim.bodyHash, utcDateTimeParam(now)],
      );
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async find(owner: string, key: string): Promise<StoredKey | null> {
    const rows: Row[] = await this.dataSource.query(
      'SELECT method, path, body_hash, status, response, created_at FROM idempotency_key WHERE owner = ? AND idem_key = ?',
      [owner, key],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      method: rawString(row['method']),
      path: rawString(row['path']),
      bodyHash: rawString(row['body_hash']),
      status: rawNumberOrNull(row['status']),
      response: rawStringOrNull(row['response']),
      createdAt: rawInstant(row['created_at']),
    };
  }

  /** The request's answer, kept for its replays. */
  async complete(owner: string, key: string, status: number, response: string): Promise<void> {
    await this.dataSource.query('UPDATE idempotency_key SET status = ?, response = ? WHERE owner = ? AND idem_key = ?', [status, response, owner, key]);
  }

  /** Frees the key: its request failed and a retry must run it again. */
  async remove(owner: string, key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM idempotency_key WHERE owner = ? AND idem_key = ?', [owner, key]);
  }

  /** Frees the key if its row has expired, or is still running since before `abandonedBefore` (its process died). */
  async removeStale(owner: string, key: string, expiredBefore: number, abandonedBefore: number): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM idempotency_key WHERE owner = ? AND idem_key = ? AND (created_at < ? OR (status IS NULL AND created_at < ?))',
      [owner, key, utcDateTimeParam(expiredBefore), utcDateTimeParam(abandonedBefore)],
    );
  }

  /** Drops the keys taken before `before`. */
  async removeOlderThan(before: number): Promise<void> {
    await this.dataSource.query('DELETE FROM idempotency_key WHERE created_at < ?', [utcDateTimeParam(before)]);
  }
}
