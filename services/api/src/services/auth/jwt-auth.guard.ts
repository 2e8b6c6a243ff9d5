import { ForbiddenException, Injectable, SetMetadata, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from './auth.constants';
import type { AuthUser } from './auth-user';

const ALLOWED_BEFORE_PASSWORD_CHANGE = 'dugout:allowedBeforePasswordChange';

/** A route a member logged in with a mailed temporary password may call before changing it (the change itself). */
export const AllowedBeforePasswordChange = () => SetMetadata(ALLOWED_BEFORE_PASSWORD_CHANGE, true);

/**
 * Requires a valid access token: `@UseGuards(JwtAuthGuard)`, then `@CurrentUser() user: AuthUser`.
 * Every failure is a 401 in Korean (the web client then refreshes once and retries). A token of a
 * temporary-password login gets 403 everywhere but the routes marked AllowedBeforePasswordChange.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (error || !user) {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      const message = request.headers.authorization ? AUTH_MESSAGES.accessTokenInvalid : AUTH_MESSAGES.loginRequired;
      throw new UnauthorizedException(message);
    }
    if ((user as unknown as AuthUser).mustChangePassword && !this.reflector.getAllAndOverride<boolean>(ALLOWED_BEFORE_PASSWORD_CHANGE, [context.getHandler(), context.getClass()])) {
      throw new ForbiddenException(AUTH_MESSAGES.passwordChangeRequired);
    }
    return user;
  }
}
