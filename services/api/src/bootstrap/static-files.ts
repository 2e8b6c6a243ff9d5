import fs from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
// Brings in reply.sendFile's type; Nest's useStaticAssets loads the plugin itself.
import type {} from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { FilesService } from '../services/files/files.service';
import { LeaguesService } from '../services/leagues/leagues.service';
import { compressPage, contentTag, matchesIfNoneMatch } from './compression';
import { FirstView, linkHeader, renderShellPage } from './first-view';

/** Each remote's build is served from <WEB_ROOT>/<folder>/dist at /mf/<folder>/. */
export const REMOTE_FOLDERS = ['mfe-league-public', 'mfe-league-admin', 'mfe-team', 'mfe-user'] as const;

/** @fastify/static 10 hands setHeaders the fastify reply (Nest's typings still describe a raw response). */
interface HeaderTarget {
  header(name: string, value: string): unknown;
}

/** Paths that never fall back to the shell's index.html; a miss there is a 404 envelope. */
const RESERVED_PREFIXES = ['/api', '/upload', '/mf'];

/** A content hash in the file name ([name].[contenthash:8].chunk.js, .css, assets): the content never changes. */
const CONTENT_HASHED = /\.[0-9a-f]{8}(\.chunk)?\.[a-z0-9]+(\.map)?$/;
/** Files webpack precompressed beside the original (main.js.br, main.js.gz). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, remotes.json, mf-manifest.json, remoteEntry.js, icons) is re-checked on every use. */
export const REVALIDATE = 'no-cache';

const FRONTEND_NOT_BUILT_HTML = `<!doctype html>
<html lang="ko">
<head><meta charset="utf-8"><title>더그아웃</title></head>
<body style="font-family: sans-serif; padding: 2rem">
<h1>화면이 아직 빌드되지 않았습니다</h1>
<p>API 서버는 실행 중입니다. 저장소 최상위에서 <code>npm run build</code>를 실행한 뒤 이 페이지를 새로 고쳐 주세요.</p>
</body>
</html>
`;

/**
 * One port serves the whole product: uploads at /upload/, each remote at /mf/<folder>/, the shell at /
 * with a fallback to its index.html for client-side routes. Registered before the app initialises.
 */
export function registerStaticFiles(app: NestFastifyApplication, config: AppConfig): void {
  const shellRoot = path.join(config.webRoot, 'shell', 'dist');

  // The shell's registration owns reply.sendFile, so files sent by the fallback get the shell's headers.
  app.useStaticAssets({
    root: shellRoot,
    serve: false,
    decorateReply: true,
    preCompressed: true,
    setHeaders: (reply: unknown, filePath: string) => setCacheControl(reply as HeaderTarget, filePath),
  });

  fs.mkdirSync(config.uploadDir, { recursive: true });
  app.useStaticAssets({
    root: config.uploadDir,
    prefix: '/upload/',
    decorateReply: false,
    index: false,
    setHeaders: (reply: unknown) => setUploadHeaders(reply as HeaderTarget),
  });

  // @nestjs/platform-fastify pins its own fastify copy; its instance is typed here with the root package's types.
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;

  // League images come from the file storage (local disk or S3), a missing one as the default image;
  // this route is more specific than the static /upload/* above, so it answers them.
  const files = app.get(FilesService);
  fastify.get<{ Params: { name: string }; Querystring: { w?: string } }>('/upload/league/:name', async (request, reply) => {
    const image = await files.leagueImage(request.params.name, { width: request.query.w, accept: request.headers.accept });
    setUploadHeaders(reply);
    if (image.vary) reply.header('Vary', image.vary);
    return reply
      .header('Cache-Control', 'public, max-age=300')
      .header('Content-Type', image.contentType)
      .header('Content-Disposition', image.contentDisposition)
      .send(image.stream);
  });

  for (const folder of REMOTE_FOLDERS) {
    app.useStaticAssets({
      root: path.join(config.webRoot, folder, 'dist'),
      prefix: `/mf/${folder}/`,
      decorateReply: false,
      preCompressed: true,
      setHeaders: (reply: unknown, filePath: string) => {
        setCacheControl(reply as HeaderTarget, filePath);
        // A shell on one of CORS_ORIGINS may run this code; CORS itself is answered by @fastify/cors.
        if (config.corsOrigins.length > 0) {
          (reply as HeaderTarget).header('Cross-Origin-Resource-Policy', 'cross-origin');
        }
      },
    });
  }

  const leagues = app.get(LeaguesService);
  const firstView = new FirstView(
    config.webRoot,
    shellRoot,
    config.remotesManifest ?? path.join(shellRoot, 'remotes.json'),
    (leaguePath) => leagues.getBase(leaguePath),
  );
  const indexHtml = new ShellIndex(shellRoot);
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Only requests no route matched; everything else (API, uploads, remotes) is already handled.
    if (!request.is404 || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return undefined;
    }
    // Returning the reply tells fastify the request is answered here.
    return serveShell(request, reply, shellRoot, config.remotesManifest, firstView, indexHtml);
  });
}

async function serveShell(
  request: FastifyRequest,
  reply: FastifyReply,
  shellRoot: string,
  remotesManifest: string | null,
  firstView: FirstView,
  indexHtml: ShellIndex,
): Promise<FastifyReply | undefined> {
  const pathname = decodePathname(request.url);
  if (pathname === null || RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
    return undefined;
  }
  if (pathname === '/remotes.json' && remotesManifest) {
    return reply.sendFile(path.basename(remotesManifest), path.dirname(remotesManifest));
  }

  const file = path.resolve(shellRoot, `.${pathname}`);
  if (file.startsWith(shellRoot + path.sep) && isFile(file)) {
    return reply.sendFile(path.relative(shellRoot, file), shellRoot);
  }
  // A missing asset (a stale chunk name) stays a 404 instead of receiving HTML it cannot parse.
  if (path.posix.extname(pathname) !== '') {
    return undefined;
  }
  const html = indexHtml.read();
  if (html !== null) {
    const page = await firstView.forPage(pathname);
    const body = renderShellPage(html, page);
    // Made per page, so sent from here: tagged for a 304 and compressed as a route's answer would be.
    const etag = contentTag(body);
    reply.header('Link', linkHeader(page.hints)).header('Cache-Control', REVALIDATE).header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const { encoding, payload } = compressPage(body, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(payload);
  }
  return reply.code(503).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(FRONTEND_NOT_BUILT_HTML);
}

/** The shell's built index.html, read again when a build replaces it. */
class ShellIndex {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly shellRoot: string) {}

  read(): string | null {
    const file = path.join(this.shellRoot, 'index.html');
    try {
      const { mtimeMs } = fs.statSync(file);
      if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
      return this.cached.html;
    } catch {
      return null;
    }
  }
}

/** filePath is the file actually sent: main.3f2a91bc.chunk.js.br for a brotli answer. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(PRECOMPRESSED_SUFFIX, '');
  return CONTENT_HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}

/** Uploaded files are user content: never sniffed into HTML, never run as a page. */
function setUploadHeaders(reply: HeaderTarget): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
}

function setCacheControl(reply: HeaderTarget, filePath: string): void {
  reply.header('Cache-Control', cacheControlFor(filePath));
}

function decodePathname(url: string): string | null {
  try {
    // Duplicate slashes are routed as one (`//api//x` is `/api/x`), so they are never the page either.
    return decodeURIComponent(url.split('?')[0]).replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
}

function isFile(target: string): boolean {
  try {
    return fs.statSync(target).isFile();
  } catch {
    return false;
  }
}
