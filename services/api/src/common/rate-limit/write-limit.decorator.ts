import { SetMetadata } from '@nestjs/common';
import type { WriteKind } from '../../config/write-limits';

export const WRITE_LIMIT_KEY = 'dugout:write-limit';

/**
 * Spends one write of each kind from the caller's budget before the route runs (after its guards,
 * so a member is counted by account and a visitor by address); over budget answers 429 with Retry-After.
 */
export const WriteLimit = (...kinds: [WriteKind, ...WriteKind[]]) => SetMetadata(WRITE_LIMIT_KEY, kinds);
