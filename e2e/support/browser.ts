import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readState, repoRoot } from './product-server';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const artifactsDir = path.join(repoRoot, 'var/e2e-artifacts');

export function baseUrl(): string {
  return readState().baseUrl;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}

export const phoneViewport = { width: 390, height: 844 };
export const desktopViewport = { width: 1280, height: 900 };

export async function newContext(browser: Browser, viewport = desktopViewport): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul', baseURL: baseUrl() });
}

/** Keeps a screenshot under var/e2e-artifacts as a test artifact. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}
