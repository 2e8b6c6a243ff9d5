import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './support/test-app';

function writeFile(root: string, relative: string, content: string): void {
  const target = path.join(root, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

const LEAGUE_MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'App', assets: { js: { sync: ['__federation_expose_App.1a2b3c4d.chunk.js'], async: ['9.0f0f0f0f.chunk.js'] }, css: { sync: ['__federation_expose_App.5e6f7a8b.chunk.css'], async: [] } } }],
};

// The page's answer names the files its JavaScript will ask for one after another, so a phone fetches them at once.
describe('first view hints: Link preload headers on shell pages', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-hints-'));
    writeFile(webRoot, 'shell/dist/index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFile(webRoot, 'shell/dist/remotes.json', JSON.stringify({ mfe_league_public: '/mf/mfe-league-public/mf-manifest.json', mfe_team: 'https://team.example.com/mf-manifest.json' }));
    writeFile(webRoot, 'mfe-league-public/dist/mf-manifest.json', JSON.stringify(LEAGUE_MANIFEST));
    t = await createTestApp({ WEB_ROOT: webRoot });
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('a league page preloads remotes.json, the league remote manifest, entry and first chunk (script and style)', async () => {
    for (const url of ['/league/gangseo', '/league/gangseo/record/rank/batter', '/league/gangseo/game/score/7/504']) {
      const response = await t.http.get(url).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.headers['link']).toBe(
        [
          '</remotes.json>; rel=preload; as=fetch; crossorigin',
          '</mf/mfe-league-public/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
          '</mf/mfe-league-public/remoteEntry.js>; rel=preload; as=script',
          '</mf/mfe-league-public/__federation_expose_App.1a2b3c4d.chunk.js>; rel=preload; as=script',
          '</mf/mfe-league-public/__federation_expose_App.5e6f7a8b.chunk.css>; rel=preload; as=style',
        ].join(', '),
      );
    }
  });

  it("a league with a top banner also preloads it: the same phone-sized srcset and sizes as the header's <img>, high priority", async () => {
    await t.dataSource.query("INSERT INTO league_main (main_name, league_path, ext_img2) VALUES ('힌트 리그', 'hintleague', 'hintleague_banner.png')");
    const response = await t.http.get('/league/hintleague/record/rank/batter').set('Accept', 'text/html');
    const banner = '/upload/league/hintleague_banner.png';
    expect(response.headers['link']).toContain(
      `<${banner}?w=1280>; rel=preload; as=image; imagesrcset="${banner}?w=640 640w, ${banner}?w=1280 1280w, ${banner}?w=1920 1920w"; ` +
        'imagesizes="(max-width: 1200px) 100vw, 1200px"; fetchpriority=high',
    );
    // The league's admin pages are another remote's: neither its files nor the banner.
    expect((await t.http.get('/league/hintleague/admin').set('Accept', 'text/html')).headers['link']).toBe('</remotes.json>; rel=preload; as=fetch; crossorigin');
  });

  it('the home, the league admin and other areas preload remotes.json only', async () => {
    for (const url of ['/', '/league/gangseo/admin', '/league/gangseo/admin/dashboard', '/team/3/main', '/user/info']) {
      const response = await t.http.get(url).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.headers['link']).toBe('</remotes.json>; rel=preload; as=fetch; crossorigin');
    }
  });

  it('a remote manifest rebuilt while the server runs is read again', async () => {
    const rebuilt = { ...LEAGUE_MANIFEST, exposes: [{ name: 'App', assets: { js: { sync: ['__federation_expose_App.99999999.chunk.js'] }, css: { sync: [] } } }] };
    const file = path.join(webRoot, 'mfe-league-public/dist/mf-manifest.json');
    fs.writeFileSync(file, JSON.stringify(rebuilt));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const response = await t.http.get('/league/gangseo').set('Accept', 'text/html');
    expect(response.headers['link']).toContain('</mf/mfe-league-public/__federation_expose_App.99999999.chunk.js>; rel=preload; as=script');
    expect(response.headers['link']).not.toContain('1a2b3c4d');
  });

  it('files are never answered with hints, and a broken manifest only drops the remote hints', async () => {
    expect((await t.http.get('/remotes.json')).headers['link']).toBeUndefined();
    const file = path.join(webRoot, 'mfe-league-public/dist/mf-manifest.json');
    fs.writeFileSync(file, '{ not json');
    const later = new Date(Date.now() + 10_000);
    fs.utimesSync(file, later, later);
    const response = await t.http.get('/league/gangseo').set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers['link']).toBe('</remotes.json>; rel=preload; as=fetch; crossorigin');
  });
});
