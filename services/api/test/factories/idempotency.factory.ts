import { type IdempotencyClaim, IdempotencyKeyRepository } from '../../src/common/idempotency/idempotency-key.repository';
import type { TestApp } from '../support/test-app';

/** Idempotency keys in the states a request leaves them in over time (still running, finished long ago). */
export function idempotencyFactory(t: TestApp) {
  return {
    /** A key taken at the instant: still running without an answer, or finished with it. */
    async key(claim: IdempotencyClaim, takenAt: number, answer: { status: number; response: string } | null = null): Promise<void> {
      const keys = t.app.get(IdempotencyKeyRepository);
      await keys.insert(claim, takenAt);
      if (answer) await keys.complete(claim.owner, claim.key, answer.status, answer.response);
    },
  };
}
