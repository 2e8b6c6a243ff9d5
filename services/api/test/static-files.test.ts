import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root">더그아웃 셸</div></body></html>';

function writeFile(root: string, relative: string, content: string | Buffer): void {
  const target = path.join(root, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

describe('one port serves the built front-ends and uploads', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-web-'));
    writeFile(webRoot, 'shell/dist/index.html', INDEX_HTML);
    writeFile(webRoot, 'shell/dist/main.3f2a.js', 'console.log("shell");');
    writeFile(webRoot, 'shell/dist/remotes.json', JSON.stringify({ mfe_team: '/mf/mfe-team/mf-manifest.json' }));
    writeFile(webRoot, 'mfe-team/dist/mf-manifest.json', JSON.stringify({ id: 'mfe_team' }));
    writeFile(webRoot, 'mfe-team/dist/remoteEntry.js', 'var mfe_team;');
    writeFile(webRoot, 'secret.txt', 'outside the served folders');
    t = await createTestApp({ WEB_ROOT: webRoot });
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/league/gangdong', '/league/gangdong/record/rank/batter', '/user/joinTeam?teamId=3'])(
    'answers the client route %s with the shell index.html',
    async (url) => {
      const response = await t.http.get(url).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toBe(INDEX_HTML);
    },
  );

  it("serves the shell's own files and its remotes.json", async () => {
    const script = await t.http.get('/main.3f2a.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.text).toBe('console.log("shell");');
    expect((await t.http.get('/remotes.json')).body).toEqual({ mfe_team: '/mf/mfe-team/mf-manifest.json' });
  });

  it('answers a missing asset with 404 rather than HTML', async () => {
    const response = await t.http.get('/main.old.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('더그아웃 셸');
  });

  it('never answers /api, /upload or /mf misses with the page', async () => {
    for (const url of ['/api/unknown', '/api', '/upload/nothing.png', '/mf/mfe-team/nothing.js', '/mf/unknown/x']) {
      const response = await t.http.get(url).set('Accept', 'text/html');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, data: null, error: '요청한 자원을 찾을 수 없습니다.' });
    }
  });

  it('does not fall back for other methods', async () => {
    const response = await t.http.post('/league/gangdong').send({});
    expect(response.status).toBe(404);
    expect(response.body.ok).toBe(false);
  });

  it("serves each remote's build under /mf/<folder>/, to other origins only through CORS_ORIGINS", async () => {
    const manifest = await t.http.get('/mf/mfe-team/mf-manifest.json').set('Origin', 'https://elsewhere.example');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual({ id: 'mfe_team' });
    expect(manifest.headers['access-control-allow-origin']).toBeUndefined();
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await t.http.get('/mf/mfe-team/remoteEntry.js')).text).toBe('var mfe_team;');
  });

  it('serves the bundled league images from the file storage (UPLOAD_DIR on the local disk), stored there at boot', async () => {
    const response = await t.http.get('/upload/league/gangdong_logo_s.png');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const png = response.body as Buffer;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.equals(fs.readFileSync(path.join(__dirname, '../assets/upload/league/gangdong_logo_s.png')))).toBe(true);
    expect(fs.existsSync(path.join(t.config.uploadDir, 'league/gangseo_banner.png'))).toBe(true);
  });

  it('answers a phone-sized WebP of a league banner for ?w=640, kept under variants/ and served with the upload headers', async () => {
    const response = await t.http.get('/upload/league/gangdong_banner.png?w=640').set('Accept', 'image/webp,*/*');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toMatch(/\bAccept\b/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    const size = await sharp(response.body as Buffer).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 640, 128]);
    expect(fs.existsSync(path.join(t.config.uploadDir, 'variants/league/gangdong_banner.png/640.webp'))).toBe(true);

    const bad = await t.http.get('/upload/league/gangdong_banner.png?w=huge');
    expect([bad.status, bad.body.error]).toEqual([400, '이미지 너비(w)는 1부터 4000까지의 정수로 적어 주세요.']);
    const fallback = await t.http.get('/upload/league/nobody_side.png?w=192').set('Accept', 'image/webp');
    expect([fallback.status, fallback.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(fallback.body as Buffer).metadata()).width).toBe(192);
  });

  it('answers a missing league image with the default image, with the upload headers', async () => {
    for (const url of ['/upload/league/nobody_banner.png', '/upload/league/old.svg', '/upload/league/..%2F..%2Fsecret.txt']) {
      const response = await t.http.get(url);
      expect([url, response.status, response.headers['content-type']]).toEqual([url, 200, 'image/png']);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect((response.body as Buffer).equals(fs.readFileSync(path.join(__dirname, '../assets/images/default-team-logo.png')))).toBe(true);
    }
  });

  it('serves files put in UPLOAD_DIR later, and nothing outside it', async () => {
    writeFile(t.config.uploadDir, 'team/logo-7.png', Buffer.from('fake-png'));
    expect((await t.http.get('/upload/team/logo-7.png')).status).toBe(200);
    for (const url of ['/upload/../secret.txt', '/upload/%2e%2e/%2e%2e/secret.txt', '/%2e%2e/secret.txt']) {
      const response = await t.http.get(url);
      expect(response.text).not.toContain('outside the served folders');
    }
  });
});

describe('front-end not built, remotes from another origin', () => {
  let t: TestApp;
  let manifestDir: string;

  beforeAll(async () => {
    manifestDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-remotes-'));
    const manifest = path.join(manifestDir, 'remotes.json');
    fs.writeFileSync(manifest, JSON.stringify({ mfe_team: 'https://team.example.com/mf-manifest.json' }));
    t = await createTestApp({ REMOTES_MANIFEST: manifest });
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(manifestDir, { recursive: true, force: true });
  });

  it('says in Korean that the front-end must be built', async () => {
    const response = await t.http.get('/league/gangseo');
    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('npm run build');
    expect(response.text).toContain('빌드되지 않았습니다');
  });

  it('serves REMOTES_MANIFEST at /remotes.json', async () => {
    const response = await t.http.get('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ mfe_team: 'https://team.example.com/mf-manifest.json' });
  });
});
