import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Every CSP violation the page reports, and every console error (a 404 favicon is one). */
async function watch(context: BrowserContext): Promise<{ page: Page; violations: string[]; errors: string[] }> {
  const violations: string[] = [];
  const errors: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, violations, errors };
}

describe('pages under the Content Security Policy', () => {
  it.each([
    ['the home page', '/', 'h1'],
    ['the league home (public remote)', '/league/gangseo', '[data-area="mfe-league-public"]'],
    ['a records page', '/league/gangseo/record/rank/batter', '[data-area="mfe-league-public"]'],
    ['the register page (user remote)', '/user/register', '[data-area="mfe-user"]'],
    ['the login page', '/login', 'h1'],
    ['the API documents', '/api/docs', '.swagger-ui'],
  ])('load %s with no violation and no console error', async (_label, url, ready) => {
    const context = await newContext(browser);
    const { page, violations, errors } = await watch(context);
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.locator(ready).first().waitFor();
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('blocks a script injected into the page', async () => {
    const context = await newContext(browser);
    const { page, violations } = await watch(context);
    await page.goto('/league/gangseo', { waitUntil: 'networkidle' });
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await page.waitForTimeout(200);
    expect(violations.some((text) => text.startsWith('script-src'))).toBe(true);
    await context.close();
  });
});

describe('icons and the web app manifest', () => {
  it('links a favicon, a touch icon and a manifest named 더그아웃, all served', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    const links = await page.$$eval('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]', (elements) =>
      elements.map((element) => ({ rel: element.getAttribute('rel'), href: element.getAttribute('href') })),
    );
    expect(links.map((link) => link.rel)).toEqual(expect.arrayContaining(['icon', 'apple-touch-icon', 'manifest']));

    const favicon = await page.request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/icon/);
    for (const link of links) {
      const response = await page.request.get(link.href ?? '');
      expect(response.status()).toBe(200);
    }
    const manifestHref = links.find((link) => link.rel === 'manifest')?.href ?? '';
    const manifest = await (await page.request.get(manifestHref)).json();
    expect(manifest.name).toBe('더그아웃');
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await page.request.get(icon.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(icon.type);
    }
    await context.close();
  });
});

describe('compressed and cached files in the browser', () => {
  it('receives the scripts brotli-compressed, content-hashed chunks cached for a year', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts: { path: string; encoding?: string; cacheControl?: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const headers = response.headers();
      scripts.push({ path: new URL(response.url()).pathname, encoding: headers['content-encoding'], cacheControl: headers['cache-control'] });
    });
    await page.goto('/league/gangseo', { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) {
      expect(script).toMatchObject({ encoding: 'br' });
      expect(script.cacheControl).toBe(/\.[0-9a-f]{8}\.chunk\.js$/.test(script.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    await context.close();
  });
});
