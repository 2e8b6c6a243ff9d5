import { SetMetadata } from '@nestjs/common';

export const IDEMPOTENT_KEY = 'dugout:idempotent';

/**
 * A write the client may resend: with an `Idempotency-Key` header the same key (same caller, method
 * and path) runs the write once and answers its first answer again. Without the header the route
 * runs as always.
 */
export const Idempotent = () => SetMetadata(IDEMPOTENT_KEY, true);
