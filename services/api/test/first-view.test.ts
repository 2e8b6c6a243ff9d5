import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './factories';
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
const USER_MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'App', assets: { js: { sync: ['__federation_expose_App.77aa88bb.chunk.js'], async: ['15.0e0e0e0e.chunk.js'] }, css: { sync: ['__federation_expose_App.99cc00dd.chunk.css'], async: [] } } }],
};
const REMOTES_ONLY = '</remotes.json>; rel=preload; as=fetch; crossorigin';

// The page's answer names the files its JavaScript will ask for one after another, so a phone fetches them at once.
describe('first view: Link preload headers on shell pages', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-hints-'));
    writeFile(webRoot, 'shell/dist/index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFile(
      webRoot,
      'shell/dist/remotes.json',
      JSON.stringify({
        mfe_league_public: '/mf/mfe-league-public/mf-manifest.json',
        mfe_team: 'https://team.example.com/mf-manifest.json',
        mfe_user: '/mf/mfe-user/mf-manifest.json',
      }),
    );
    writeFile(webRoot, 'mfe-league-public/dist/mf-manifest.json', JSON.stringify(LEAGUE_MANIFEST));
    writeFile(webRoot, 'mfe-user/dist/mf-manifest.json', JSON.stringify(USER_MANIFEST));
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
    await build(t).leagues.main('hintleague', '힌트 리그', { banner: 'hintleague_banner.png' });
    const response = await t.http.get('/league/hintleague/record/rank/batter').set('Accept', 'text/html');
    const banner = '/upload/league/hintleague_banner.png';
    expect(response.headers['link']).toContain(
      `<${banner}?w=1280>; rel=preload; as=image; imagesrcset="${banner}?w=640 640w, ${banner}?w=960 960w, ${banner}?w=1280 1280w, ${banner}?w=1920 1920w"; ` +
        'imagesizes="(max-width: 1200px) 100vw, 1200px"; fetchpriority=high',
    );
    // The league's admin pages are another remote's: neither its files nor the banner.
    expect((await t.http.get('/league/hintleague/admin').set('Accept', 'text/html')).headers['link']).toBe('</remotes.json>; rel=preload; as=fetch; crossorigin');
  });

  it("the member area's pages preload the user remote's files and none of the league remote's", async () => {
    for (const url of ['/user/info', '/user/changepassword', '/user/register', '/agreement/gangseo/3']) {
      const response = await t.http.get(url).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.headers['link']).toBe(
        [
          REMOTES_ONLY,
          '</mf/mfe-user/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
          '</mf/mfe-user/remoteEntry.js>; rel=preload; as=script',
          '</mf/mfe-user/__federation_expose_App.77aa88bb.chunk.js>; rel=preload; as=script',
          '</mf/mfe-user/__federation_expose_App.99cc00dd.chunk.css>; rel=preload; as=style',
        ].join(', '),
      );
    }
  });

  it('a league page that sends a visitor to the login page (a board write, a team view) preloads no remote: the visitor never runs it', async () => {
    for (const url of ['/league/gangseo/board/free/write', '/league/gangseo/board/notice/write/17', '/league/gangseo/info/team/1/2/31']) {
      const response = await t.http.get(url).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.headers['link']).toBe(REMOTES_ONLY);
    }
  });

  it('the home of a build without its hero, the league admin and other areas preload remotes.json only', async () => {
    for (const url of ['/', '/league/gangseo/admin', '/league/gangseo/admin/dashboard', '/team/3/main', '/login', '/userinfo']) {
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

// A league page's answer draws the league header and banner before any script runs (the phone's largest paint).
describe('first view: the server-drawn league header', () => {
  let t: TestApp;
  let webRoot: string;
  const INDEX = '<!doctype html><html lang=ko><head><title>더그아웃</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
  const SHELL_CSS = '/bootstrap.0a1b2c3d.chunk.css';
  const LEAGUE_CSS = '/mf/mfe-league-public/__federation_expose_App.5e6f7a8b.chunk.css';

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-first-view-'));
    writeFile(webRoot, 'shell/dist/index.html', INDEX);
    writeFile(webRoot, `shell/dist${SHELL_CSS}`, '.shell{}');
    writeFile(webRoot, 'shell/dist/remotes.json', JSON.stringify({ mfe_league_public: '/mf/mfe-league-public/mf-manifest.json' }));
    writeFile(webRoot, 'mfe-league-public/dist/mf-manifest.json', JSON.stringify(LEAGUE_MANIFEST));
    t = await createTestApp({ WEB_ROOT: webRoot });
    const b = build(t);
    const mainId = await b.leagues.main('firstview', '첫 화면 리그', { banner: 'firstview_banner.png' });
    await b.leagues.season(mainId, { seasonName: '2026 시즌', beginDate: '2026-03-01', endDate: '2099-12-31' });
    await b.leagues.main('plainview', '<b>꺾쇠</b> & "리그"');
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const response = await t.http.get(url).set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response;
  };
  const firstView = (html: string) => /<div id="dg-first-view" aria-hidden="true">.*?<\/div><div id=root>/.exec(html)?.[0] ?? null;

  it("links the shell's first stylesheet in every page's head", async () => {
    for (const url of ['/', '/team/3/main', '/league/firstview/admin', '/league/nosuch']) {
      const { text } = await page(url);
      expect(text).toContain(`<link rel="stylesheet" href="${SHELL_CSS}"></head>`);
      expect(firstView(text)).toBeNull();
      expect(text).toContain('<body><div id=root></div></body>');
    }
  });

  it("a league's main page: the header with the league's name, season and the full banner, drawn with the league remote's stylesheet", async () => {
    const response = await page('/league/firstview');
    const drawn = firstView(response.text);
    expect(drawn).not.toBeNull();
    expect(response.text).toContain(`<link rel="stylesheet" href="${SHELL_CSS}"><link rel="stylesheet" href="${LEAGUE_CSS}"></head>`);
    // The stylesheet is linked, so it is no longer preloaded.
    expect(response.headers['link']).not.toContain('as=style');
    expect(drawn).toContain('<span>첫 화면 리그</span>');
    expect(drawn).toContain('<span class="lp-select">2026 시즌 (진행 중)</span>');
    expect(drawn).toContain('src="/upload/league/firstview_logo_s.png?w=192"');
    const banner = '/upload/league/firstview_banner.png';
    expect(drawn).toContain(
      `<div class="dg-container lp-banner lp-banner--image"><img class="lp-banner__image" src="${banner}?w=1280" ` +
        `srcset="${banner}?w=640 640w, ${banner}?w=960 960w, ${banner}?w=1280 1280w, ${banner}?w=1920 1920w" sizes="(max-width: 1200px) 100vw, 1200px" ` +
        'alt="" width="1200" height="240" fetchpriority="high" decoding="sync"></div>',
    );
    // Nothing to press and no heading: the app's own header replaces it.
    expect(drawn).not.toMatch(/<(a|button|select|input|h1)[\s>]/);
    // The preloaded banner is the drawn one.
    expect(response.headers['link']).toContain(`<${banner}?w=1280>; rel=preload; as=image; imagesrcset="${banner}?w=640 640w, ${banner}?w=960 960w, ${banner}?w=1280 1280w, ${banner}?w=1920 1920w"`);
  });

  it("the league's other pages draw the slimmer banner", async () => {
    for (const url of ['/league/firstview/record/rank/batter', '/league/firstview/game/score/7/504', '/league/firstview/']) {
      const drawn = firstView((await page(url)).text);
      if (url.endsWith('/')) expect(drawn).toContain('lp-banner--image"');
      else expect(drawn).toContain('lp-banner lp-banner--image lp-banner--compact');
    }
  });

  it("a league without a banner or season: its name on green, escaped", async () => {
    const drawn = firstView((await page('/league/plainview')).text);
    expect(drawn).toContain('<div class="lp-banner__title">&lt;b&gt;꺾쇠&lt;/b&gt; &amp; &quot;리그&quot;</div>');
    expect(drawn).toContain('<div class="lp-topbar__tools"></div>');
    expect(drawn).not.toContain('<b>');
  });

  it('an unknown league, the league admin and a build without the remote get no first view', async () => {
    for (const url of ['/league/nosuch', '/league/firstview/admin', '/league/firstview/admin/seasons', '/league/firstview/board/free/write']) {
      expect(firstView((await page(url)).text)).toBeNull();
    }
    const file = path.join(webRoot, 'mfe-league-public/dist/mf-manifest.json');
    fs.rmSync(file);
    expect(firstView((await page('/league/firstview')).text)).toBeNull();
    writeFile(webRoot, 'mfe-league-public/dist/mf-manifest.json', JSON.stringify(LEAGUE_MANIFEST));
  });
});

describe("first view: the home's server-drawn hero", () => {
  let t: TestApp;
  let webRoot: string;
  const INDEX = '<!doctype html><html lang=ko><head><title>더그아웃</title></head><body><div id=root></div></body></html>';

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-first-view-home-'));
    writeFile(webRoot, 'shell/dist/index.html', INDEX);
    writeFile(webRoot, 'shell/dist/bootstrap.0a1b2c3d.chunk.css', '.shell{}');
    writeFile(webRoot, 'shell/dist/home.4e5f6a7b.chunk.css', '.home{}');
    writeFile(webRoot, 'shell/dist/assets/baseball-player.8c9d0e1f.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFile(webRoot, 'shell/dist/remotes.json', '{}');
    t = await createTestApp({ WEB_ROOT: webRoot });
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it("draws the home's hero with the home's stylesheet and preloads its image, only on the home", async () => {
    const home = await t.http.get('/').set('Accept', 'text/html');
    expect(home.text).toContain('<link rel="stylesheet" href="/bootstrap.0a1b2c3d.chunk.css"><link rel="stylesheet" href="/home.4e5f6a7b.chunk.css"></head>');
    expect(home.text).toContain('<div id="dg-first-view" aria-hidden="true">');
    expect(home.text).toContain('<div class="home-hero__title">더그아웃</div>');
    expect(home.text).toContain('<p class="home-hero__slogan">우리 팀의 모든 순간을 기록으로 남기세요</p>');
    expect(home.text).toContain('<img class="home-hero__image" src="/assets/baseball-player.8c9d0e1f.svg" alt="" width="420" height="460" fetchpriority="high" decoding="sync">');
    // Fetched with the page's stylesheets, so the first paint has it.
    expect(home.headers['link']).toBe('</remotes.json>; rel=preload; as=fetch; crossorigin, </assets/baseball-player.8c9d0e1f.svg>; rel=preload; as=image; fetchpriority=high');
    for (const url of ['/login', '/team/3/main']) {
      const other = await t.http.get(url).set('Accept', 'text/html');
      expect(other.text).not.toContain('dg-first-view');
      expect(other.text).not.toContain('home.4e5f6a7b');
    }
  });

  it('a build without the home chunk draws nothing', async () => {
    fs.rmSync(path.join(webRoot, 'shell/dist/home.4e5f6a7b.chunk.css'));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(webRoot, 'shell/dist/index.html'), later, later);
    const home = await t.http.get('/').set('Accept', 'text/html');
    expect(home.text).not.toContain('dg-first-view');
    expect(home.text).toContain('<link rel="stylesheet" href="/bootstrap.0a1b2c3d.chunk.css"></head>');
    expect(home.headers['link']).toBe('</remotes.json>; rel=preload; as=fetch; crossorigin');
  });
});
