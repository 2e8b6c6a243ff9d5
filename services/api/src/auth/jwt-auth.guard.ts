import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from './auth.constants';
import type { AuthUser } from './auth-user';

/**
 * Requires a valid access token: `@UseGuards(JwtAuthGuard)`, then `@CurrentUser() user: AuthUser`.
 * Every failure is a 401 in Korean (the web client then refreshes once and retries).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (error || !user) {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      const message = request.headers.authorization ? AUTH_MESSAGES.accessTokenInvalid : AUTH_MESSAGES.loginRequired;
      throw new UnauthorizedException(message);
    }
    return user;
  }
}
