import { RetryLaterException } from '../../common/errors/retry-later.exception';
import { TooManyRequestsException, type LiveStreamLimits } from '../../common/rate-limit';

/** How long a refused client is told to wait before opening a stream again. */
export const STREAM_RETRY_AFTER_SECONDS = 30;
export const TOO_MANY_STREAMS_IN_ALL = '지금은 실시간 점수 연결이 너무 많습니다. 잠시 후 다시 시도해 주세요.';

/**
 * Open live streams on this instance, per client address and in all. Counted per instance even
 * with REDIS_URL: a stream lives and dies with its instance's connection, so a shared count would
 * outlive a crashed instance, while the per-instance caps already bound what one address can hold.
 */
export class LiveStreamSlots {
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: LiveStreamLimits) {}

  /** Takes a slot for `address`, or throws 429 (this address holds its cap) or 503 (the instance is full). Returns its release, safe to call twice. */
  acquire(address: string): () => void {
    const held = this.byAddress.get(address) ?? 0;
    if (held >= this.limits.perAddress) throw new TooManyRequestsException(STREAM_RETRY_AFTER_SECONDS);
    if (this.total >= this.limits.total) throw new RetryLaterException(TOO_MANY_STREAMS_IN_ALL, STREAM_RETRY_AFTER_SECONDS);
    this.byAddress.set(address, held + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }

  /** Streams open from `address` (tests). */
  heldBy(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  get openCount(): number {
    return this.total;
  }
}
