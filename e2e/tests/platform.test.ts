import type { Browser } from 'playwright-core';
import { baseUrl, keepScreenshot, launchBrowser, newContext, phoneViewport } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the product served by npm start', () => {
  it('serves the Korean home page with the hero, quick links, league cards and footer', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('h1').first().textContent()).resolves.toContain('더그아웃');
    const quickLinks = page.getByRole('navigation', { name: '바로가기' });
    await expect(quickLinks.getByText('회원가입', { exact: true }).count()).resolves.toBe(1);
    await expect(quickLinks.getByText('선수 등록', { exact: true }).count()).resolves.toBe(1);
    await expect(quickLinks.getByText('신규 팀 생성', { exact: true }).count()).resolves.toBe(1);
    await expect(page.locator('a[href="/league/gangdong"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('a[href="/league/gangseo"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('a[href^="/agreement/gangseo/"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('footer a[href="/policy/service"]').count()).resolves.toBe(1);
    await expect(page.locator('footer a[href="/policy/privacy"]').count()).resolves.toBe(1);
    // League names come from the API, logos from /upload.
    await page.getByText('강서 베이스볼 리그').first().waitFor();
    const logo = await page.request.get('/upload/league/gangseo_logo_s.png');
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toContain('image/png');
    await keepScreenshot(page, 'home-desktop');
    await context.close();
  });

  it('hides the register quick link when logged in', async () => {
    const context = await newContext(browser, phoneViewport);
    await context.addInitScript(() => {
      window.localStorage.setItem(
        'user',
        JSON.stringify({
          userId: 1,
          username: '홍길동',
          nickname: '홍길동',
          email: 'hong@example.com',
          phone: '010-1234-5678',
          photo: null,
          gender: 'M',
          birthday: '19900101',
          accessToken: 'x',
          refreshToken: 'y',
          isAdmin: false,
        }),
      );
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: '바로가기' }).getByText('선수 등록').waitFor();
    await expect(page.getByRole('navigation', { name: '바로가기' }).getByText('회원가입').count()).resolves.toBe(0);
    await keepScreenshot(page, 'home-phone-logged-in');
    await context.close();
  });

  it('loads a remote at run time from the remotes manifest, with one React and one auth store', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf/')) remoteRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/league/gangseo');
    await page.locator('[data-area="mfe-league-public"]').waitFor();
    expect(remoteRequests).toContain('/mf/mfe-league-public/mf-manifest.json');
    expect(remoteRequests.some((path) => path.startsWith('/mf/mfe-league-admin/'))).toBe(false);

    // Open a second remote in the same page so two remotes and the host share the scope.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/user/register');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('[data-area="mfe-user"]').waitFor();
    const shared = await page.evaluate(() => {
      const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> } }).__FEDERATION__;
      const loaded: Record<string, string[]> = {};
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            for (const [version, entry] of Object.entries(versions)) {
              if (entry.loaded) (loaded[name] ??= []).push(`${version}@${entry.from}`);
            }
          }
        }
      }
      return loaded;
    });
    for (const name of ['react', 'react-dom', 'react-router-dom', 'zustand', 'swr', '@dugout/auth']) {
      expect(shared[name]).toHaveLength(1);
      expect(shared[name][0]).toMatch(/@shell$/);
    }
    await context.close();
  });

  it('shows a retryable Korean error panel only in the area of a remote that cannot load', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let blocked = true;
    await page.route('**/mf/mfe-team/**', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/team/1');
    const panel = page.getByRole('alert').filter({ hasText: '화면을 불러오지 못했습니다' });
    await panel.waitFor();
    // The shell around it still works.
    await expect(page.locator('.shell-topbar').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: /선수·팀 검색/ }).click();
    await page.locator('input[name="search"]').waitFor();
    await page.keyboard.press('Escape');
    await keepScreenshot(page, 'remote-error-panel');

    blocked = false;
    await panel.getByRole('button', { name: '다시 시도' }).click();
    await page.locator('[data-area="mfe-team"]').waitFor();
    await expect(panel.count()).resolves.toBe(0);

    await page.goto('/');
    await page.getByRole('navigation', { name: '바로가기' }).waitFor();
    await context.close();
  });

  it('answers unknown API paths with the JSON envelope, not the page', async () => {
    const response = await fetch(`${baseUrl()}/api/no-such-thing`);
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(typeof body.error).toBe('string');
  });

  it('serves the OpenAPI documentation', async () => {
    const response = await fetch(`${baseUrl()}/api/docs`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger');
  });
});
