import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../config/app-config';
import { ACCESS_TOKEN_TYPE, AUTH_MESSAGES, JWT_AUDIENCE, JWT_ISSUER, MUST_CHANGE_PASSWORD_CLAIM } from './auth.constants';
import { jwtKey } from './jwt-options';
import type { AuthUser } from './auth-user';

const USER_ID = /^[1-9]\d{0,15}$/;

/**
 * Bearer access tokens: HS256 only (no `none`, no RS/HS confusion), signature, expiry, issuer,
 * audience and `typ: 'access'` checked. validate() reads the token alone, never the database.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: jwtKey(config.jwt.secret),
      algorithms: ['HS256'],
      ignoreExpiration: false,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
  }

  validate(payload: { sub?: unknown; typ?: unknown; [MUST_CHANGE_PASSWORD_CLAIM]?: unknown }): AuthUser {
    const subject = payload.sub;
    if (payload.typ !== ACCESS_TOKEN_TYPE || typeof subject !== 'string' || !USER_ID.test(subject)) {
      throw new UnauthorizedException(AUTH_MESSAGES.accessTokenInvalid);
    }
    return { userId: Number(subject), ...(payload[MUST_CHANGE_PASSWORD_CLAIM] === true ? { mustChangePassword: true as const } : {}) };
  }
}
