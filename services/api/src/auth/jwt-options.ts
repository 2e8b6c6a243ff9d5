import type { JwtModuleOptions } from '@nestjs/jwt';
import type { AppConfig } from '../config/app-config';
import { JWT_AUDIENCE, JWT_ISSUER } from './auth.constants';

/** Access tokens: HS256 with the configured secret and lifetime, for this API and its web client only. */
export function jwtOptions(jwt: AppConfig['jwt']): JwtModuleOptions {
  return {
    secret: jwt.secret,
    signOptions: { algorithm: 'HS256', expiresIn: jwt.accessTtlSeconds, issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
    verifyOptions: { algorithms: ['HS256'], issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
  };
}
