import { createSecretKey, type KeyObject } from 'node:crypto';
import type { JwtModuleOptions } from '@nestjs/jwt';
import type { AppConfig } from '../../config/app-config';
import { JWT_AUDIENCE, JWT_ISSUER } from './auth.constants';

const keys = new Map<string, KeyObject>();

/**
 * The secret as a KeyObject, made once: given a string, jsonwebtoken first tries it as a PEM key
 * on every sign and verify (createPublicKey/createPrivateKey, which throw), a few ms of CPU per
 * request. The libraries' types say string or Buffer; they pass the key through to jsonwebtoken.
 */
export function jwtKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key as unknown as Buffer;
}

/** Access tokens: HS256 with the configured secret and lifetime, for this API and its web client only. */
export function jwtOptions(jwt: AppConfig['jwt']): JwtModuleOptions {
  return {
    secret: jwtKey(jwt.secret),
    signOptions: { algorithm: 'HS256', expiresIn: jwt.accessTtlSeconds, issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
    verifyOptions: { algorithms: ['HS256'], issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
  };
}
