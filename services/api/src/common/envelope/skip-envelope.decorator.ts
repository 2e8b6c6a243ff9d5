import { SetMetadata } from '@nestjs/common';

export const SKIP_ENVELOPE = 'dugout:skip-envelope';

/** For the rare handler that answers with something other than JSON (an image, a file download). */
export const SkipEnvelope = (): MethodDecorator & ClassDecorator => SetMetadata(SKIP_ENVELOPE, true);
