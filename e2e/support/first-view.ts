import zlib from 'node:zlib';
import type { Page } from 'playwright-core';

/** Same unit and method as tools/scripts/measure-first-view.mjs: 1 KB = 1024 bytes, each script gzipped at level 9. */
export interface FirstView {
  totalKb: number;
  files: { path: string; gzipBytes: number }[];
  /** Every path the page requested (scripts or not). */
  requested: string[];
  report: string;
}

/** The measure script's quiet window: lazy chunks that start after the data arrives still count. */
const QUIET_MS = 1500;

/**
 * Opens `address` in `page`, waits for `ready` and then for the network to stay quiet for QUIET_MS,
 * and sums the gzipped size of every script the page loaded.
 */
export async function measureFirstView(page: Page, address: string, ready: () => Promise<unknown>): Promise<FirstView> {
  const requested: string[] = [];
  const pending = new Set<Promise<void>>();
  const files: FirstView['files'] = [];
  let lastActivity = Date.now();
  page.on('request', (request) => {
    lastActivity = Date.now();
    requested.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    lastActivity = Date.now();
    const isScript = response.request().resourceType() === 'script' || /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');
    if (!isScript || response.status() >= 300) return;
    const job: Promise<void> = response
      .body()
      .then((body) => {
        files.push({ path: new URL(response.url()).pathname, gzipBytes: zlib.gzipSync(body, { level: 9 }).length });
      })
      .catch(() => undefined)
      .finally(() => pending.delete(job));
    pending.add(job);
  });

  await page.goto(address, { waitUntil: 'networkidle' });
  await ready();
  const deadline = Date.now() + 30_000;
  while ((Date.now() - lastActivity < QUIET_MS || pending.size > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await Promise.all(pending);
  const totalBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const report = [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => `${(file.gzipBytes / 1024).toFixed(1)} KB ${file.path}`)
    .join('\n');
  return { totalKb: totalBytes / 1024, files, requested, report };
}
