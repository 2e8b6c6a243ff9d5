import { ForbiddenException, Injectable, mixin, type CanActivate, type ExecutionContext, type Type } from '@nestjs/common';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { AUTH_MESSAGES } from './auth.constants';
import type { AuthUser } from './auth-user';

/**
 * Lets a member reach only their own account: the route parameter `param` must be the caller's
 * user id, otherwise 403. Use after JwtAuthGuard: `@UseGuards(JwtAuthGuard, OwnAccountGuard('id'))`.
 * With `source` 'query' the id is an optional query value (`?userId=`): when absent there is
 * nothing to check. A malformed id answers 400 like ParseIdPipe.
 */
export function OwnAccountGuard(param = 'id', source: 'params' | 'query' = 'params'): Type<CanActivate> {
  @Injectable()
  class OwnAccountGuardMixin implements CanActivate {
    private readonly parseId = new ParseIdPipe();

    canActivate(context: ExecutionContext): boolean {
      const request = context
        .switchToHttp()
        .getRequest<{ user?: AuthUser; params?: Record<string, string>; query?: Record<string, unknown> }>();
      const raw = request[source]?.[param];
      if (source === 'query' && raw === undefined) return true;
      const id = this.parseId.transform(typeof raw === 'string' ? raw : '', { type: source === 'query' ? 'query' : 'param', data: param });
      if (!request.user || request.user.userId !== id) {
        throw new ForbiddenException(AUTH_MESSAGES.notOwnAccount);
      }
      return true;
    }
  }
  return mixin(OwnAccountGuardMixin);
}
