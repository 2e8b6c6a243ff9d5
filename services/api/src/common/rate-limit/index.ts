export { RateLimitModule } from './rate-limit.module';
export { WriteLimit } from './write-limit.decorator';
export { callerKey } from './write-limit.interceptor';
export { WriteLimiter } from './write-limiter.service';
export { TooManyRequestsException, tooManyRequestsMessage } from './too-many-requests.exception';
export { DEFAULT_LIVE_STREAM_LIMITS, DEFAULT_WRITE_LIMITS, parseLiveStreamLimits, parseWriteLimits, WRITE_KINDS } from '../../config/write-limits';
export type { LiveStreamLimits, WriteBudget, WriteKind, WriteLimits } from '../../config/write-limits';
