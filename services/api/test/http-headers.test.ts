import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Response } from 'supertest';
import { build } from './factories';
import { ProbeModule } from './support/probe.module';
import { createTestApp, type TestApp } from './support/test-app';

const INDEX_HTML = `<!doctype html><html><head><script src="/main.js?1a2b"></script></head><body>${'<div>더그아웃 셸</div>'.repeat(80)}</body></html>`;
const CHUNK_JS = `console.log(${JSON.stringify('기록 '.repeat(600))});`;
const REMOTE_ENTRY_JS = `var mfe_team = ${JSON.stringify({ note: 'entry '.repeat(400) })};`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function writeFile(root: string, relative: string, content: string | Buffer): void {
  const target = path.join(root, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

/** A built file with the brotli and gzip siblings webpack writes next to it. */
function writeBuilt(root: string, relative: string, content: string): void {
  writeFile(root, relative, content);
  writeFile(root, `${relative}.br`, zlib.brotliCompressSync(content));
  writeFile(root, `${relative}.gz`, zlib.gzipSync(content));
}

function writeWebRoot(): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-web-'));
  writeBuilt(webRoot, 'shell/dist/index.html', INDEX_HTML);
  writeBuilt(webRoot, 'shell/dist/main.js', CHUNK_JS);
  writeBuilt(webRoot, 'shell/dist/325.4ac1dead.chunk.js', CHUNK_JS);
  writeBuilt(webRoot, 'shell/dist/remotes.json', JSON.stringify({ mfe_team: '/mf/mfe-team/mf-manifest.json' }));
  writeBuilt(webRoot, 'mfe-team/dist/mf-manifest.json', JSON.stringify({ id: 'mfe_team', pad: 'x'.repeat(2000) }));
  writeBuilt(webRoot, 'mfe-team/dist/remoteEntry.js', REMOTE_ENTRY_JS);
  writeBuilt(webRoot, 'mfe-team/dist/100.7c9de13a.chunk.js', CHUNK_JS);
  writeBuilt(webRoot, 'mfe-team/dist/161.fd97e4a6.chunk.css', `.a{color:red}${' '.repeat(3000)}`);
  return webRoot;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/** The bytes as sent (supertest would decompress them): through fastify's inject, every hook included. */
async function getRaw(t: TestApp, url: string, acceptEncoding: string): Promise<RawResponse> {
  const fastify = t.app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const response = await fastify.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
  return { status: response.statusCode, headers: response.headers as RawResponse['headers'], body: response.rawPayload };
}

function decode(response: RawResponse): string {
  const body = response.body;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(body).toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(body).toString('utf8');
    default:
      return body.toString('utf8');
  }
}

function expectCommonHeaders(response: Response): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toContain('camera=()');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['strict-transport-security']).toBeUndefined();
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
}

function cspOf(response: Response): Map<string, string[]> {
  const header = response.headers['content-security-policy'] as string;
  return new Map(
    header.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

describe('security headers, compression and caching with the default settings', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = writeWebRoot();
    // TRUST_PROXY as if unset (createTestApp trusts loopback for the other tests).
    t = await createTestApp({ WEB_ROOT: webRoot, READ_CACHE_TTL_MS: '0', TRUST_PROXY: undefined }, { imports: [ProbeModule] });
    await build(t).leagues.main('etag-league', '머리말 리그');
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('gives a page a strict Content Security Policy: own origin only, no inline script or eval, never framed', async () => {
    const page = await t.http.get('/league/gangseo').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expectCommonHeaders(page);
    const csp = cspOf(page);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(page.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('sends the same headers with a remote entry and an API answer, and keeps the sandbox on uploads', async () => {
    const entry = await t.http.get('/mf/mfe-team/remoteEntry.js');
    expect(entry.status).toBe(200);
    expectCommonHeaders(entry);
    expect(cspOf(entry).get('frame-ancestors')).toEqual(["'none'"]);

    const api = await t.http.get('/api/health');
    expect(api.status).toBe(200);
    expectCommonHeaders(api);

    const upload = await t.http.get('/upload/league/gangdong_logo_s.png');
    expect(upload.status).toBe(200);
    expectCommonHeaders(upload);
    expect(cspOf(upload).get('default-src')).toEqual(["'none'"]);
    expect(cspOf(upload).has('sandbox')).toBe(true);
  });

  it('answers no cross-origin request when CORS_ORIGINS is not set', async () => {
    const read = await t.http.get('/mf/mfe-team/mf-manifest.json').set('Origin', 'https://evil.example');
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['cross-origin-resource-policy']).toBe('same-origin');
    const preflight = await t.http
      .options('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['br', '/main.js', CHUNK_JS],
    ['gzip', '/main.js', CHUNK_JS],
    ['br', '/', INDEX_HTML],
    ['br', '/mf/mfe-team/remoteEntry.js', REMOTE_ENTRY_JS],
    ['gzip', '/mf/mfe-team/161.fd97e4a6.chunk.css', `.a{color:red}${' '.repeat(3000)}`],
  ])('sends the %s file built beside %s', async (encoding, url, original) => {
    const response = await getRaw(t, url, encoding);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(original) / 2);
    expect(decode(response)).toBe(original);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await getRaw(t, '/main.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(decode(response)).toBe(CHUNK_JS);
  });

  it('compresses larger API answers on the fly and leaves small ones alone', async () => {
    const document = await getRaw(t, '/api/docs/openapi.json', 'gzip, deflate, br');
    expect(document.status).toBe(200);
    expect(document.headers['content-encoding']).toBe('br');
    expect(document.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode(document)).paths['/api/health']).toBeDefined();

    const gzip = await getRaw(t, '/api/docs/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gzip)).openapi).toMatch(/^3\./);

    const small = await getRaw(t, '/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decode(small))).toEqual({ ok: true, data: { status: 'ok', db: 'mysql' } });
  });

  it.each(['/main.3f2a.js', '/325.4ac1dead.chunk.js', '/mf/mfe-team/100.7c9de13a.chunk.js', '/mf/mfe-team/161.fd97e4a6.chunk.css'])(
    'caches the content-hashed %s for a year',
    async (url) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await t.http.get(url).set('Accept-Encoding', encoding);
        if (url === '/main.3f2a.js') {
          // Not a webpack content hash (8 hex digits): a miss, never cached.
          expect(response.status).toBe(404);
          expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
          continue;
        }
        expect(response.status).toBe(200);
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
      }
    },
  );

  it.each(['/', '/league/gangseo', '/index.html', '/remotes.json', '/main.js', '/mf/mfe-team/mf-manifest.json', '/mf/mfe-team/remoteEntry.js'])(
    'makes the browser re-check %s on every use, so a redeployed part is seen at once',
    async (url) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await t.http.get(url).set('Accept-Encoding', encoding);
        expect(response.status).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['etag']).toBeTruthy();
      }
    },
  );

  it('answers 304 to a static file whose ETag the browser already has', async () => {
    const first = await t.http.get('/mf/mfe-team/remoteEntry.js').set('Accept-Encoding', 'br');
    const again = await t.http
      .get('/mf/mfe-team/remoteEntry.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', first.headers['etag'] as string);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('tags an API read with an ETag, answers 304 while it holds and 200 once the data changed', async () => {
    const first = await t.http.get('/api/league/mainpath/etag-league');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ mainName: '머리말 리그' });
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const unchanged = await t.http.get('/api/league/mainpath/etag-league').set('If-None-Match', etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text ?? '').toBe('');
    expect(unchanged.headers['etag']).toBe(etag);

    const [etagMain] = await t.dataSource.query("SELECT main_id FROM league_main WHERE league_path = 'etag-league'");
    await build(t).leagues.changeMain(Number(etagMain.main_id), { mainName: '바뀐 리그' });
    const changed = await t.http.get('/api/league/mainpath/etag-league').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ mainName: '바뀐 리그' });
    expect(changed.headers['etag']).not.toBe(etag);
  });

  it('tags neither errors nor writes', async () => {
    const missing = await t.http.get('/api/league/mainpath/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers['etag']).toBeUndefined();
    const write = await t.http.post('/api/probe/echo').send({ name: '홍길동', age: 30 });
    expect(write.status).toBe(201);
    expect(write.headers['etag']).toBeUndefined();
  });

  it('answers a request line over 16 KB with 431 in the Korean envelope', async () => {
    const response = await t.http.get(`/api/health?filler=${'a'.repeat(17 * 1024)}`);
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ ok: false, data: null, error: '요청 주소나 헤더가 너무 깁니다.' });
  });

  it('answers headers over 16 KB with 431 in the Korean envelope', async () => {
    const response = await t.http.get('/api/health').set('X-Filler', 'b'.repeat(17 * 1024));
    expect(response.status).toBe(431);
    expect(response.body.error).toBe('요청 주소나 헤더가 너무 깁니다.');
  });

  it('routes duplicate slashes to the API and never answers them with the page', async () => {
    const health = await t.http.get('//api//health').set('Accept', 'text/html');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ ok: true, data: { status: 'ok', db: 'mysql' } });

    for (const url of ['//api//nothing', '//api', '///upload//nothing.png', '//mf//mfe-team//nothing.js']) {
      const response = await t.http.get(url).set('Accept', 'text/html');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, data: null, error: '요청한 자원을 찾을 수 없습니다.' });
    }
  });

  it('believes no X-Forwarded-For unless TRUST_PROXY says so, even from this machine', async () => {
    const response = await t.http.get('/api/probe/ip').set('X-Forwarded-For', '203.0.113.9');
    expect(response.body.data.ip).not.toBe('203.0.113.9');
    expect(response.body.data.ip).toMatch(/127\.0\.0\.1|::1/);
  });

  it('sends no HSTS for an X-Forwarded-Proto: https that no trusted proxy vouches for', async () => {
    const page = await t.http.get('/league/gangseo').set('Accept', 'text/html').set('X-Forwarded-Proto', 'https');
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});

const HTTPS_DEFAULT_HSTS = 'max-age=15552000; includeSubDomains';

describe('HSTS behind a TLS proxy with HSTS_MAX_AGE unset', () => {
  let trusted: TestApp;
  let otherProxy: TestApp;

  beforeAll(async () => {
    // createTestApp trusts loopback, where supertest connects from; the other app trusts only a proxy elsewhere.
    trusted = await createTestApp({ WEB_ROOT: writeWebRoot() });
    otherProxy = await createTestApp({ WEB_ROOT: writeWebRoot(), TRUST_PROXY: '10.0.0.1' });
  });

  afterAll(async () => {
    for (const t of [trusted, otherProxy]) {
      fs.rmSync(t?.config.webRoot ?? '', { recursive: true, force: true });
      await t?.close();
    }
  });

  it('sends HSTS for 180 days with every answer to a request the trusted proxy says came over HTTPS', async () => {
    for (const url of ['/league/gangseo', '/api/health', '/mf/mfe-team/remoteEntry.js', '/upload/league/gangdong_logo_s.png']) {
      const response = await trusted.http.get(url).set('Accept', 'text/html').set('X-Forwarded-Proto', 'https');
      expect(response.status).toBe(200);
      expect(response.headers['strict-transport-security']).toBe(HTTPS_DEFAULT_HSTS);
    }
  });

  it('never sends HSTS over plain HTTP', async () => {
    for (const proto of [undefined, 'http']) {
      const call = trusted.http.get('/league/gangseo').set('Accept', 'text/html');
      const response = await (proto === undefined ? call : call.set('X-Forwarded-Proto', proto));
      expect(response.status).toBe(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(cspOf(response).has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('ignores X-Forwarded-Proto from a peer that is not the trusted proxy', async () => {
    const response = await otherProxy.http.get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(response.status).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers with HTTPS, remotes on another origin, CORS and a trusted proxy configured', () => {
  let t: TestApp;
  let manifestDir: string;

  beforeAll(async () => {
    manifestDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-remotes-'));
    const manifest = path.join(manifestDir, 'remotes.json');
    fs.writeFileSync(manifest, JSON.stringify({ mfe_team: 'https://team.example.com/mf/mf-manifest.json', mfe_user: '/mf/mfe-user/mf-manifest.json' }));
    t = await createTestApp(
      {
        WEB_ROOT: writeWebRoot(),
        REMOTES_MANIFEST: manifest,
        CORS_ORIGINS: 'http://localhost:4200',
        HSTS_MAX_AGE: '31536000',
        TRUST_PROXY: '127.0.0.1,::1',
      },
      { imports: [ProbeModule] },
    );
  });

  afterAll(async () => {
    fs.rmSync(t?.config.webRoot ?? '', { recursive: true, force: true });
    await t?.close();
    fs.rmSync(manifestDir, { recursive: true, force: true });
  });

  it("lets pages load code from the manifest's remote origin and asks for HTTPS", async () => {
    const page = await t.http.get('/league/gangseo').set('Accept', 'text/html');
    const csp = cspOf(page);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://team.example.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://team.example.com']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers CORS for a configured origin only', async () => {
    const allowed = await t.http.get('/mf/mfe-team/remoteEntry.js').set('Origin', 'http://localhost:4200');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(allowed.headers['vary']).toMatch(/origin/i);
    expect(allowed.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const preflight = await t.http
      .options('/api/auth/login')
      .set('Origin', 'http://localhost:4200')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type, authorization');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const other = await t.http.get('/api/health').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('takes the client address from X-Forwarded-For when the proxy is trusted', async () => {
    const response = await t.http.get('/api/probe/ip').set('X-Forwarded-For', '203.0.113.9');
    expect(response.body.data.ip).toBe('203.0.113.9');
  });
});
