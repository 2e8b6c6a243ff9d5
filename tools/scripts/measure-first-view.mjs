#!/usr/bin/env node
// Measures how much JavaScript the first view of a page costs: opens the URL in headless
// Chromium against a running server, waits until the page is quiet, and sums the gzipped size
// of every JavaScript response (the body gzipped here at level 9, as gzip-size and bundle
// analysers count it, so the figure does not depend on whether the server compresses).
//
// Usage: node tools/scripts/measure-first-view.mjs [url] [--budget=KB] [--json] [--width=1280]
//   url       default http://127.0.0.1:3000/league/gangseo
//   --budget  exit 1 when the total is above this many KB (1 KB = 1024 bytes)
//   --json    print one JSON object instead of the table
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium-path.mjs';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Lazy chunks that start after the data arrives (a route's screen) still belong to the first view.
const QUIET_MS = 1500;
const TIMEOUT_MS = 60_000;

function parseArgs(argv) {
  const options = { url: 'http://127.0.0.1:3000/league/gangseo', budgetKb: null, json: false, width: 1280 };
  for (const arg of argv) {
    if (arg.startsWith('--budget=')) options.budgetKb = Number(arg.slice('--budget='.length));
    else if (arg === '--json') options.json = true;
    else if (arg.startsWith('--width=')) options.width = Number(arg.slice('--width='.length));
    else if (!arg.startsWith('--')) options.url = arg;
    else throw new Error(`알 수 없는 옵션: ${arg}`);
  }
  return options;
}

function isJavaScript(response) {
  const type = response.request().resourceType();
  if (type === 'script') return true;
  const contentType = response.headers()['content-type'] ?? '';
  return /javascript|ecmascript/.test(contentType);
}

async function measure({ url, width }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      // A first visit: nothing cached.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const pending = new Set();
    const files = [];
    let lastActivity = Date.now();

    page.on('request', () => {
      lastActivity = Date.now();
    });
    page.on('response', (response) => {
      lastActivity = Date.now();
      if (!isJavaScript(response) || response.status() >= 300) return;
      const job = response
        .body()
        .then((body) => {
          files.push({
            url: response.url(),
            bytes: body.length,
            gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
            transferred: Number(response.headers()['content-length'] ?? body.length),
            encoding: response.headers()['content-encoding'] ?? 'identity',
          });
        })
        .catch(() => undefined)
        .finally(() => pending.delete(job));
      pending.add(job);
    });

    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: TIMEOUT_MS });
    if (!response || !response.ok()) throw new Error(`${url} 응답이 올바르지 않습니다: ${response?.status()}`);
    const deadline = Date.now() + TIMEOUT_MS;
    while (Date.now() - lastActivity < QUIET_MS || pending.size > 0) {
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(pending);
    return files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const options = parseArgs(process.argv.slice(2));
const files = await measure(options);
const totalGzip = files.reduce((sum, file) => sum + file.gzipBytes, 0);
const totalRaw = files.reduce((sum, file) => sum + file.bytes, 0);
// What actually crossed the network: the server's precompressed (brotli) files, from Content-Length.
const totalTransferred = files.reduce((sum, file) => sum + file.transferred, 0);
const encodings = [...new Set(files.map((file) => file.encoding))].join(', ');

if (options.json) {
  console.log(
    JSON.stringify({ url: options.url, files, totalGzipBytes: totalGzip, totalBytes: totalRaw, totalTransferredBytes: totalTransferred }, null, 2),
  );
} else {
  const origin = new URL(options.url).origin;
  console.log(`첫 화면 JavaScript: ${options.url}`);
  for (const file of files) {
    const name = file.url.startsWith(origin) ? file.url.slice(origin.length) : file.url;
    console.log(`  ${kb(file.gzipBytes).padStart(7)} KB gz  ${kb(file.bytes).padStart(8)} KB  ${name}`);
  }
  console.log(`합계: ${files.length}개 파일, ${kb(totalGzip)} KB (gzip), ${kb(totalRaw)} KB (원본)`);
  console.log(`실제 전송: ${kb(totalTransferred)} KB (${encodings})`);
}

if (options.budgetKb !== null && totalGzip > options.budgetKb * 1024) {
  console.error(`예산 초과: ${kb(totalGzip)} KB > ${options.budgetKb} KB`);
  process.exit(1);
}
