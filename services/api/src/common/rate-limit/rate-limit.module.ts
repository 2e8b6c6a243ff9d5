import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { WriteLimitInterceptor } from './write-limit.interceptor';
import { WriteLimiter } from './write-limiter.service';

/** The write budgets (@WriteLimit on a route): one limiter, one interceptor for every route. */
@Global()
@Module({
  providers: [WriteLimiter, { provide: APP_INTERCEPTOR, useClass: WriteLimitInterceptor }],
  exports: [WriteLimiter],
})
export class RateLimitModule {}
