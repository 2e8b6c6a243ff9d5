import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { AUTH_MESSAGES } from './auth.constants';
import type { AuthUser } from './auth-user';

/** The caller of a route guarded by JwtAuthGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
  if (!user) {
    // A route that forgot JwtAuthGuard fails closed.
    throw new UnauthorizedException(AUTH_MESSAGES.loginRequired);
  }
  return user;
});
