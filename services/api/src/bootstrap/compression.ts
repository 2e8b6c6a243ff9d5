import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers below this many bytes are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip on the fly for larger API answers (static files are precompressed at build time
 * and sent by @fastify/static as they are), and an ETag with 304 on successful API reads.
 * Registered before the routes so every route gets the hooks.
 */
export async function registerCompression(app: NestFastifyApplication, apiPrefix: string): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // Added before @fastify/compress: its onSend hooks are per route and run after this one, so the
  // tag is taken from the JSON text, the same for every encoding.
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
    tagApiRead(request, reply, payload, `/${apiPrefix}/`),
  );
  await app.register(compress as never, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Level 4 brotli: close to gzip's speed with smaller output; the CPU is shared with the database.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * ETag and 304 for GET answers of the API with status 200 (@fastify/etag would also tag writes
 * and errors). The ETag is strong: a hash of the exact JSON text.
 */
function tagApiRead(request: FastifyRequest, reply: FastifyReply, payload: unknown, prefix: string): unknown {
  if (
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    reply.statusCode !== 200 ||
    !request.routeOptions.url?.startsWith(prefix) ||
    !(typeof payload === 'string' || Buffer.isBuffer(payload)) ||
    reply.getHeader('etag') !== undefined
  ) {
    return payload;
  }
  const etag = contentTag(payload);
  reply.header('etag', etag);
  if (!reply.hasHeader('cache-control')) {
    // Stored, but checked with the server before each use.
    reply.header('cache-control', 'no-cache');
  }
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}

/**
 * A page made per request (the shell's index.html with its first view) is sent from a hook, where
 * @fastify/compress does not reach: compressed here the same way (brotli level 4 or gzip), by the
 * client's Accept-Encoding. The few distinct pages are kept compressed by their tag.
 */
export function compressPage(body: string, acceptEncoding: string | undefined): { encoding: 'br' | 'gzip' | null; payload: Buffer | string } {
  if (Buffer.byteLength(body) < COMPRESS_THRESHOLD_BYTES) return { encoding: null, payload: body };
  const encoding = negotiate(acceptEncoding ?? '', ['br', 'gzip']);
  if (encoding !== 'br' && encoding !== 'gzip') return { encoding: null, payload: body };
  const key = `${encoding}:${contentTag(body)}`;
  let payload = compressedPages.get(key);
  if (!payload) {
    payload =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.gzipSync(body);
    if (compressedPages.size >= COMPRESSED_PAGES_KEPT) compressedPages.delete(compressedPages.keys().next().value as string);
    compressedPages.set(key, payload);
  }
  return { encoding, payload };
}

const COMPRESSED_PAGES_KEPT = 256;
const compressedPages = new Map<string, Buffer>();

/** A strong ETag: a hash of the exact text sent. */
export function contentTag(payload: string | Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) {
    return false;
  }
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
