import { Injectable, Logger } from '@nestjs/common';
import { IdempotencyKeyRepository, type IdempotencyClaim } from './idempotency-key.repository';
import { IDEMPOTENCY_ABANDONED_MS, IDEMPOTENCY_KEY_TTL_MS, IdempotencyInProgressException, isStoredStatus, keyReusedException } from './idempotency-key';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** A key's first answer, to be answered again. */
export interface StoredAnswer {
  status: number;
  /** What the route answered: its return value for a success, the error envelope for a refusal. */
  body: unknown;
}

/**
 * The rules of Idempotency-Key: the first request of a key takes it and runs, a second one while
 * it runs is refused (409), a second one after it gets its stored answer, and a key first used for
 * another request is refused (422). Expired keys (24 h) are swept at most every 10 minutes.
 */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger(IdempotencyService.name);
  private lastSweep = 0;

  constructor(private readonly repository: IdempotencyKeyRepository) {}

  /** null: the key is this request's now, run it; otherwise the first answer to send again. */
  async claim(claim: IdempotencyClaim): Promise<StoredAnswer | null> {
    const now = Date.now();
    await this.sweep(now);
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await this.repository.insert(claim, now)) return null;
      const stored = await this.repository.find(claim.owner, claim.key);
      if (!stored) continue; // freed between the two statements
      if (stored.createdAt < now - IDEMPOTENCY_KEY_TTL_MS || (stored.status === null && stored.createdAt < now - IDEMPOTENCY_ABANDONED_MS)) {
        await this.repository.removeStale(claim.owner, claim.key, now - IDEMPOTENCY_KEY_TTL_MS, now - IDEMPOTENCY_ABANDONED_MS);
        continue;
      }
      if (stored.method !== claim.method || stored.path !== claim.path || stored.bodyHash !== claim.bodyHash) throw keyReusedException();
      if (stored.status === null || stored.response === null) throw new IdempotencyInProgressException();
      return { status: stored.status, body: JSON.parse(stored.response) as unknown };
    }
    throw new IdempotencyInProgressException();
  }

  /** Keeps the answer for the replays, or frees the key when the answer is not one to keep. */
  async finish(claim: IdempotencyClaim, answer: StoredAnswer): Promise<void> {
    try {
      if (isStoredStatus(answer.status)) await this.repository.complete(claim.owner, claim.key, answer.status, JSON.stringify(answer.body ?? null));
      else await this.repository.remove(claim.owner, claim.key);
    } catch (error) {
      // The write itself is done: its answer still goes out. The key stays "running" until abandoned.
      this.logger.warn(`Idempotency-Key의 응답을 저장하지 못했습니다: ${String(error)}`);
    }
  }

  /** Frees the key after a failure (an exception that is no answer to keep), so a retry runs. */
  async release(claim: IdempotencyClaim): Promise<void> {
    try {
      await this.repository.remove(claim.owner, claim.key);
    } catch (error) {
      this.logger.warn(`Idempotency-Key를 풀지 못했습니다: ${String(error)}`);
    }
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    try {
      await this.repository.removeOlderThan(now - IDEMPOTENCY_KEY_TTL_MS);
    } catch (error) {
      this.logger.warn(`만료된 Idempotency-Key를 지우지 못했습니다: ${String(error)}`);
    }
  }
}
