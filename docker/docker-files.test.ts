import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';

const dockerDir = __dirname;
const repoRoot = path.resolve(dockerDir, '..');
const dockerfiles = ['api.Dockerfile', 'web.Dockerfile'];

function ensureDockerCompose(): string {
  const found = spawnSync('sh', ['-c', 'command -v docker-compose'], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  // Debian's docker-compose parses and validates compose files without a Docker engine.
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker-compose'], {
    stdio: 'inherit',
  });
  return 'docker-compose';
}

function workspaceFolders(): string[] {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const folders: string[] = [];
  for (const pattern of rootPackage.workspaces as string[]) {
    if (pattern.endsWith('/*')) {
      const parent = pattern.slice(0, -2);
      for (const entry of fs.readdirSync(path.join(repoRoot, parent))) {
        if (fs.existsSync(path.join(repoRoot, parent, entry, 'package.json'))) folders.push(`${parent}/${entry}`);
      }
    } else {
      folders.push(pattern);
    }
  }
  return folders;
}

describe('compose file', () => {
  it('parses with docker-compose config', () => {
    const bin = ensureDockerCompose();
    const result = spawnSync(bin, ['-f', path.join(dockerDir, 'compose.yaml'), 'config', '-q'], {
      encoding: 'utf8',
      env: { ...process.env, JWT_SECRET: randomBytes(48).toString('base64url') },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('refuses to run without a JWT secret', () => {
    const bin = ensureDockerCompose();
    const env = { ...process.env };
    delete env.JWT_SECRET;
    const result = spawnSync(bin, ['-f', path.join(dockerDir, 'compose.yaml'), 'config', '-q'], { encoding: 'utf8', env });
    expect(result.status).not.toBe(0);
  });
});

/** The lines of one top-level service of compose.yaml (two-space indented key). */
function composeService(name: string): string {
  const text = fs.readFileSync(path.join(dockerDir, 'compose.yaml'), 'utf8');
  // A service may carry a YAML anchor (`api: &api`) that another extends.
  const start = text.search(new RegExp(`\\n  ${name}:( &[\\w-]+)?\\n`));
  expect(start).toBeGreaterThanOrEqual(0);
  const rest = text.slice(start + 1);
  const end = rest.slice(1).search(/\n {2}\S|\n\S/);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

describe('the api service in compose.yaml', () => {
  it('is restarted after a crash unless stopped on purpose', () => {
    expect(composeService('api')).toMatch(/^ {4}restart: unless-stopped$/m);
  });

  it('listens on every interface inside its container (the API listens on 127.0.0.1 unless HOST says otherwise)', () => {
    expect(composeService('api')).toMatch(/^ {6}HOST: 0\.0\.0\.0$/m);
  });
});

describe('several API instances (compose.yaml, nginx.conf)', () => {
  it('runs a second API instance like the first, started once the first is healthy, both on Redis', () => {
    expect(composeService('redis')).toMatch(/^ {4}image: redis:[0-9]/m);
    expect(composeService('api')).toMatch(/^ {6}REDIS_URL: redis:\/\/redis:6379$/m);
    const second = composeService('api-2');
    expect(second).toMatch(/^ {4}<<: \*api$/m);
    expect(second).toMatch(/^ {6}api:\n {8}condition: service_healthy$/m);
  });

  it('spreads the API calls and uploads over both instances', () => {
    const text = fs.readFileSync(path.join(dockerDir, 'nginx.conf'), 'utf8');
    const upstream = /upstream dugout_api \{([^}]*)\}/.exec(text)?.[1] ?? '';
    expect([...upstream.matchAll(/server (\S+)/g)].map((match) => match[1])).toEqual(['api:3000', 'api-2:3000']);
    // The API, the uploads and the pages.
    expect([...text.matchAll(/proxy_pass (\S+);/g)].map((match) => match[1])).toEqual(['http://dugout_api', 'http://dugout_api', 'http://dugout_api']);
  });
});

describe.each(dockerfiles)('%s', (file) => {
  const text = fs.readFileSync(path.join(dockerDir, file), 'utf8');

  it('has no problems reported by the Dockerfile linter', () => {
    expect(validate(text)).toEqual([]);
  });

  it('pins every base image to a version tag', () => {
    const images = [...text.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toMatch(/:[0-9][\w.-]*$/);
    }
  });

  it('copies every workspace package.json before npm ci so the lockfile install works', () => {
    const beforeInstall = text.slice(0, text.indexOf('RUN npm ci'));
    for (const folder of workspaceFolders()) {
      expect(beforeInstall).toContain(`COPY ${folder}/package.json`);
    }
  });

  it('declares a health check', () => {
    expect(text).toMatch(/^HEALTHCHECK /m);
  });
});

it('makes the API image listen on every interface of its container', () => {
  const text = fs.readFileSync(path.join(dockerDir, 'api.Dockerfile'), 'utf8');
  const finalStage = text.slice(text.lastIndexOf('FROM '));
  expect(finalStage).toMatch(/^ENV [^]*?\bHOST=0\.0\.0\.0\b/m);
});

it("gives the API image the shell's and every remote's build, which it draws the pages from", () => {
  const text = fs.readFileSync(path.join(dockerDir, 'api.Dockerfile'), 'utf8');
  const finalStage = text.slice(text.lastIndexOf('FROM '));
  const webFolders = workspaceFolders().filter((folder) => folder === 'shell' || folder.startsWith('mfe-'));
  expect(webFolders.length).toBeGreaterThan(1);
  for (const folder of webFolders) {
    expect(finalStage).toContain(`COPY --from=build /app/${folder}/dist ./${folder}/dist`);
    expect(text).toMatch(new RegExp(`RUN npx nx run-many -t build -p [^\\n]*@dugout/${folder}\\b`));
  }
});

it('starts the API from the file its package starts (npm start), which the build writes', () => {
  const text = fs.readFileSync(path.join(dockerDir, 'api.Dockerfile'), 'utf8');
  const finalStage = text.slice(text.lastIndexOf('FROM '));
  const start = JSON.parse(fs.readFileSync(path.join(dockerDir, '../services/api/package.json'), 'utf8')).scripts.start as string;
  const entry = /^node (\S+)$/.exec(start)?.[1];
  expect(entry).toMatch(/^dist\/.+\.js$/);
  expect(finalStage).toContain(`CMD ["node", "services/api/${entry}"]`);
  expect(fs.existsSync(path.join(dockerDir, '../services/api/src', `${entry!.slice('dist/'.length, -'.js'.length)}.ts`))).toBe(true);
});

it('runs the API as a non-root user', () => {
  const text = fs.readFileSync(path.join(dockerDir, 'api.Dockerfile'), 'utf8');
  const finalStage = text.slice(text.lastIndexOf('FROM '));
  expect(finalStage).toMatch(/^USER node$/m);
});

describe('nginx.conf run by a real nginx', () => {
  const work = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'dugout-nginx-'));
  const html = path.join(work, 'html');
  // nginx's workers run as an unprivileged user.
  fs.chmodSync(work, 0o755);
  let nginx: import('node:child_process').ChildProcess | undefined;
  let port = 0;
  // Stands in for the API instances behind nginx: answers every page as the API would name it, and
  // 503 under /unavailable (an instance without its database), whose page nginx then serves itself.
  const pageRequests: { url: string; forwardedFor: string | undefined }[] = [];
  const api = require('node:http').createServer((request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => {
    pageRequests.push({ url: request.url ?? '', forwardedFor: request.headers['x-forwarded-for'] as string | undefined });
    if (request.url?.startsWith('/unavailable')) {
      response.writeHead(503, { 'Content-Type': 'application/json' }).end('{"ok":false,"data":null,"error":"잠시 후 다시 시도해 주세요."}');
      return;
    }
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Link: '</main.js>; rel=preload; as=script' })
      .end(`<!doctype html><title>더그아웃</title><p>API가 그린 ${request.url}</p>`);
  });

  function put(relative: string, content: string): void {
    const target = path.join(html, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    fs.writeFileSync(`${target}.gz`, require('node:zlib').gzipSync(content));
  }

  function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    return new Promise((resolve, reject) => {
      require('node:http')
        .get({ host: '127.0.0.1', port, path: url, headers }, (response: import('node:http').IncomingMessage) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        })
        .on('error', reject);
    });
  }

  beforeAll(async () => {
    if (spawnSync('sh', ['-c', 'command -v nginx']).status !== 0) {
      execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light'], { stdio: 'inherit' });
    }
    put('index.html', `<!doctype html><title>더그아웃</title>${'<p>셸</p>'.repeat(50)}`);
    put('main.js', 'console.log("shell");'.repeat(50));
    put('325.4ac1dead.chunk.js', 'console.log("chunk");'.repeat(50));
    put('mf/mfe-team/remoteEntry.js', 'var mfe_team;'.repeat(50));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as import('node:net').AddressInfo).port;
    const server = await new Promise<import('node:net').Server>((resolve) => {
      const probe = require('node:net').createServer();
      probe.listen(0, '127.0.0.1', () => resolve(probe));
    });
    port = (server.address() as import('node:net').AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    const site = fs
      .readFileSync(path.join(dockerDir, 'nginx.conf'), 'utf8')
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('root /usr/share/nginx/html;', `root ${html};`)
      .replaceAll('/etc/nginx/snippets/security-headers.conf', path.join(dockerDir, 'nginx-security-headers.conf'))
      .replace(/server api(-2)?:3000[^;]*;/g, `server 127.0.0.1:${apiPort};`);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${work}/${name};`).join(' ');
    fs.writeFileSync(
      path.join(work, 'nginx.conf'),
      `worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/error.log;\nevents {}\nhttp { include /etc/nginx/mime.types; access_log off; ${temp}\n${site}\n}\n`,
    );
    nginx = require('node:child_process').spawn('nginx', ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (await get('/').then(() => true, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx did not start: ${fs.readFileSync(path.join(work, 'error.log'), 'utf8')}`);
  });

  afterAll(() => {
    nginx?.kill('SIGTERM');
    api.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('hands page requests to the API with the client address, the answer passed on as it is', async () => {
    for (const url of ['/', '/league/gangseo', '/league/gangseo/record/rank/batter?season=3']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.body).toContain(`API가 그린 ${url}`);
      expect(response.headers['link']).toBe('</main.js>; rel=preload; as=script');
      expect(pageRequests.at(-1)).toEqual({ url, forwardedFor: '127.0.0.1' });
    }
  });

  it("serves the build's own index.html when no API instance can draw the page", async () => {
    const response = await get('/unavailable/page');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<p>셸</p>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the files of the build itself', async () => {
    const before = pageRequests.length;
    for (const url of ['/main.js', '/325.4ac1dead.chunk.js', '/mf/mfe-team/remoteEntry.js']) expect((await get(url)).status).toBe(200);
    expect(pageRequests.length).toBe(before);
  });

  it.each(['/unavailable/page', '/main.js', '/325.4ac1dead.chunk.js', '/mf/mfe-team/remoteEntry.js'])('sends the security headers with %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('caches content-hashed files for a year and re-checks the rest', async () => {
    expect((await get('/325.4ac1dead.chunk.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/unavailable/page', '/main.js', '/mf/mfe-team/remoteEntry.js']) {
      expect((await get(url)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the gzip file built beside each text file', async () => {
    const response = await get('/main.js', { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('answers a missing remote file with 404, never the page', async () => {
    expect((await get('/mf/mfe-team/nothing.js')).status).toBe(404);
  });

  it('answers an over-long request line with 431 in the Korean envelope', async () => {
    const response = await get(`/league/gangseo?filler=${'a'.repeat(17 * 1024)}`);
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({ ok: false, data: null, error: '요청 주소나 헤더가 너무 깁니다.' });
  });
});
