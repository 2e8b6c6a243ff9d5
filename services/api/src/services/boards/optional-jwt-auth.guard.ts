import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../auth/auth.constants';
import type { AuthUser } from '../auth';

/**
 * Reads the caller when a token is sent and lets visitors through (request.user is then null).
 * A token that is sent but invalid is still a 401, so the web client refreshes and retries. A member
 * who has not yet changed a used temporary password reads as a visitor (JwtAuthGuard).
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.headers.authorization) return null as TUser;
    if (error || !user) throw new UnauthorizedException(AUTH_MESSAGES.accessTokenInvalid);
    return (user as unknown as AuthUser).mustChangePassword ? (null as TUser) : user;
  }
}

/** The caller's id behind OptionalJwtAuthGuard, or null for a visitor. */
export function callerIdOf(request: { user?: AuthUser | null }): number | null {
  return request.user?.userId ?? null;
}
