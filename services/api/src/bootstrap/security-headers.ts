import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { API_DOCS_PATH } from './swagger';

type Directives = Record<string, string[]>;

/** Browser features the product never uses; no page (or injected script) may ask for them. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The pages' Content Security Policy: scripts, styles and fetches only from this origin and the
 * configured remote origins; no inline script, no eval, never framed. The session lives in
 * localStorage, so this is what keeps injected script out.
 */
export function pageCspDirectives(config: Pick<AppConfig, 'remoteOrigins' | 'hstsMaxAge'>): Directives {
  const code = ["'self'", ...config.remoteOrigins];
  return {
    'default-src': ["'self'"],
    'script-src': code,
    'style-src': code,
    // Small images are inlined by webpack as data: URLs.
    'img-src': [...code, 'data:'],
    'font-src': [...code, 'data:'],
    // The federation runtime fetches each remote's mf-manifest.json.
    'connect-src': code,
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.hstsMaxAge > 0 ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Swagger UI (/api/docs) ships an inline <style>; it alone gets 'unsafe-inline' styles. */
function docsCsp(config: AppConfig): string {
  const directives = pageCspDirectives(config);
  return serializeCsp({ ...directives, 'style-src': [...directives['style-src'], "'unsafe-inline'"] });
}

/**
 * Security headers on every answer (pages, remote files, API, uploads) with helmet, and CORS only
 * for CORS_ORIGINS. Registered before the static files so their hooks run first. helmet's
 * middleware is built once here: @fastify/helmet rebuilt it (parsing the CSP) on every request.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: pageCspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: REFERRER_POLICY },
    strictTransportSecurity: config.hstsMaxAge > 0 ? { maxAge: config.hstsMaxAge, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });

  // @nestjs/platform-fastify pins its own fastify copy; its instance is typed here with the root package's types.
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const docsPrefix = `/${API_DOCS_PATH}`;
  const docsPolicy = docsCsp(config);
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    applyHelmet(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  const httpsOnlyHsts = config.hstsMaxAge === 0 && config.httpsHstsMaxAge > 0 ? `max-age=${config.httpsHstsMaxAge}; includeSubDomains` : null;
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    // fastify's protocol believes X-Forwarded-Proto only from a TRUST_PROXY peer; otherwise it is the socket's own.
    if (httpsOnlyHsts !== null && request.protocol === 'https') {
      reply.raw.setHeader('Strict-Transport-Security', httpsOnlyHsts);
    }
    if (request.url === docsPrefix || request.url.startsWith(`${docsPrefix}/`)) {
      reply.raw.setHeader('Content-Security-Policy', docsPolicy);
    }
  });

  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Sessions travel in the Authorization header, never in cookies.
      credentials: false,
      maxAge: 600,
    });
  }
}
