#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (mobile, its default simulated throttling) on Debian's
// Chromium against the built product on a fresh embedded database with the demo, as `npm start`
// serves it. Three runs per page, the median run (Lighthouse's own computeMedianRun) reported, the
// table written into the README between the lighthouse markers. A benchmark, not a test.
//
// Usage: npm run bench:lighthouse [-- --runs=3] [--no-readme] [url-path ...]
// The median reports are kept in var/bench/lighthouse/<page>.json.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { benchDir, freePort } from './bench-support.mjs';
import { chromiumPath } from './chromium-path.mjs';
import { nxBin, run, workspaceRoot } from './run.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2000, cls: 0.05, tbtMs: 150 };
const README = path.join(workspaceRoot, 'README.md');
/** Each page's median report (JSON) is kept here for a closer look (the LCP element, the layout shifts, the long tasks). */
const REPORT_DIR = path.join(benchDir, 'lighthouse');
const START_MARK = '<!-- lighthouse:start -->';
const END_MARK = '<!-- lighthouse:end -->';

function parseArgs(argv) {
  const options = { runs: 3, readme: true, paths: [] };
  for (const arg of argv) {
    if (arg.startsWith('--runs=')) options.runs = Number(arg.slice('--runs='.length));
    else if (arg === '--no-readme') options.readme = false;
    else if (!arg.startsWith('--')) options.paths.push(arg);
    else throw new Error(`알 수 없는 옵션: ${arg}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs는 1 이상의 정수여야 합니다.');
  return options;
}

/** The built product on a fresh embedded database with the demo, as `npm start` runs it. */
async function startProduct() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-lighthouse-'));
  const child = spawn(process.execPath, [path.join(workspaceRoot, 'services/api/dist/bootstrap/main.js')], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
      SQLITE_PATH: path.join(dataDir, 'dugout.sqlite'),
      UPLOAD_DIR: path.join(dataDir, 'upload'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('제품 서버가 시작되지 않았습니다.');
}

async function apiData(base, url) {
  const response = await fetch(`${base}/api${url}`);
  if (!response.ok) throw new Error(`GET /api${url}: ${response.status}`);
  return (await response.json()).data;
}

/** A finished demo game of 강서 with both teams' batting lines: its box-score address. */
async function boxScorePath(base) {
  const league = await apiData(base, '/league/base/gangseo');
  for (const season of league.seasons) {
    const leagues = await apiData(base, `/league/season/${season.seasonId}/league`);
    for (const { leagueId } of leagues) {
      const games = await apiData(base, `/league/league/${leagueId}/scheduleGame?all=true`);
      for (const game of games.slice(0, 10)) {
        const detail = await apiData(base, `/game/${game.gameId}/detail`).catch(() => null);
        if (detail && detail.visit.batting.length > 0 && detail.home.batting.length > 0) return `/league/gangseo/game/score/${leagueId}/${game.gameId}`;
      }
    }
  }
  throw new Error('기록이 있는 경기를 데모에서 찾지 못했습니다.');
}

/** One Lighthouse run in a fresh browser (nothing cached between runs), tried again when Lighthouse fails to record it (NO_NAVSTART and the like). */
async function lighthouseRun(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseAttempt(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`[lighthouse] 다시 실행합니다 (${attempt}/3): ${error.message}`);
    }
  }
}

async function lighthouseAttempt(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=ko-KR'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse가 결과를 내지 않았습니다: ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    failing,
  };
}

function meetsTargets(row) {
  return (
    row.performance >= TARGETS.performance &&
    row.accessibility >= TARGETS.accessibility &&
    row['best-practices'] >= TARGETS['best-practices'] &&
    row.seo >= TARGETS.seo &&
    row.lcpMs <= TARGETS.lcpMs &&
    row.cls <= TARGETS.cls &&
    row.tbtMs <= TARGETS.tbtMs
  );
}

const seconds = (ms) => (ms / 1000).toFixed(1);

function table(rows, runs) {
  const lines = [
    `| page (median of ${runs}) | performance | accessibility | best practices | SEO | FCP s | LCP s | CLS | TBT ms |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    lines.push(
      `| \`${row.path}\` | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ${seconds(row.fcpMs)} | ${seconds(row.lcpMs)} | ${row.cls.toFixed(3)} | ${Math.round(row.tbtMs)} |`,
    );
  }
  return lines.join('\n');
}

function writeReadme(text) {
  const readme = fs.readFileSync(README, 'utf8');
  const start = readme.indexOf(START_MARK);
  const end = readme.indexOf(END_MARK);
  if (start < 0 || end < start) throw new Error(`README.md에 ${START_MARK} ... ${END_MARK} 표시가 없습니다.`);
  fs.writeFileSync(README, `${readme.slice(0, start + START_MARK.length)}\n${text}\n${readme.slice(end)}`);
}

const options = parseArgs(process.argv.slice(2));
if ((await run(nxBin, ['run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'])) !== 0) {
  console.error('빌드에 실패했습니다.');
  process.exit(1);
}
const { base, child, dataDir } = await startProduct();
const rows = [];
try {
  const paths = options.paths.length > 0 ? options.paths : ['/', '/league/gangseo', '/league/gangseo/record/rank/batter', await boxScorePath(base)];
  for (const urlPath of paths) {
    const runs = [];
    for (let i = 0; i < options.runs; i += 1) runs.push(await lighthouseRun(`${base}${urlPath}`));
    const median = computeMedianRun(runs);
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    fs.writeFileSync(path.join(REPORT_DIR, `${urlPath.replace(/[^A-Za-z0-9]+/g, '_') || 'home'}.json`), JSON.stringify(median));
    const row = { path: urlPath, ...summarize(median) };
    rows.push(row);
    console.log(
      `[lighthouse] ${urlPath}: 성능 ${row.performance}, 접근성 ${row.accessibility}, 권장사항 ${row['best-practices']}, SEO ${row.seo}, ` +
        `LCP ${seconds(row.lcpMs)} s, CLS ${row.cls.toFixed(3)}, TBT ${Math.round(row.tbtMs)} ms${meetsTargets(row) ? '' : ' (목표 미달)'}`,
    );
    if (row.failing.length > 0) console.log(`  감점 항목: ${row.failing.join(', ')}`);
  }
} finally {
  child.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const measured = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
const text = `${table(rows, options.runs)}\n\nMeasured on ${measured} with \`npm run bench:lighthouse\` (Lighthouse 12, mobile, simulated throttling, Debian Chromium, ${os.cpus().length} cores).`;
console.log(`\n${text}`);
if (options.readme) writeReadme(text);
process.exit(rows.every(meetsTargets) ? 0 : 1);
