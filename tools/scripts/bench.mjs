// `npm run bench`: the records API on MySQL/MariaDB at demo scale 1 and scale 10.
// For each measured route it also measures a baseline route on the same server that returns the
// same JSON, stored beforehand (BENCH_BASELINE=1), so a route's cost shows as a share of "no work".
// Targets (issue 4): every route >= 50% of its baseline's req/s; scale-10 p99 <= 1.5 x scale-1 p99.
// MySQL: DATABASE_URL's server if set, else 127.0.0.1:3306 as root with an empty password.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchDir, demoLeague, getData, importDemo, startApi } from './bench-support.mjs';
import { nxBin, run } from './run.mjs';

const SCALES = [1, 10];
// The product runs with its write-invalidated answer cache (default); the uncached run shows what
// the queries over the maintained season totals cost on their own. The targets apply to the product.
const MODES = [
  { label: 'as shipped', env: {} },
  { label: 'cache off', env: { READ_CACHE_TTL_MS: '0' } },
];
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function load(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bytes: result.throughput.average };
}

async function benchScale(scale) {
  const { databaseUrl, importSeconds, seasonFiles } = await importDemo(scale, `dugout_bench_s${scale}`);

  const rows = [];
  for (const mode of MODES) {
    const { base, child } = await startApi(databaseUrl, { BENCH_BASELINE: '1', ...mode.env });
    try {
      const { seasonId, leagueId, homeRoute } = await demoLeague(base);
      const [lastGame] = await getData(`${base}/api/league/league/${leagueId}/gameMain/1`);
      const routes = {
        'league home (top-5 boards)': homeRoute,
        standings: `/api/game/rank/team/${seasonId}/${leagueId}`,
        'batter ranking': `/api/game/rank/batter/${seasonId}/${leagueId}`,
        'game detail': `/api/game/${lastGame.gameId}/detail`,
      };
      for (const [name, route] of Object.entries(routes)) {
        const key = crypto.createHash('sha1').update(name).digest('hex').slice(0, 12);
        const document = await getData(`${base}${route}`);
        await fetch(`${base}/api/bench/baseline/${key}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(document),
        });
        const measured = await load(`${base}${route}`);
        const baseline = await load(`${base}/api/bench/baseline/${key}`);
        rows.push({ scale, mode: mode.label, name, route, measured, baseline, share: measured.reqPerSec / baseline.reqPerSec });
        console.log(
          `[bench] scale ${scale} ${mode.label} ${name}: ${measured.reqPerSec.toFixed(0)} req/s (p50 ${measured.p50} ms, p99 ${measured.p99} ms)` +
            ` vs baseline ${baseline.reqPerSec.toFixed(0)} req/s -> ${(100 * (measured.reqPerSec / baseline.reqPerSec)).toFixed(0)}%`,
        );
      }
    } finally {
      child.kill('SIGTERM');
    }
  }
  return { scale, importSeconds, seasonFiles, rows };
}

const buildExit = await run(nxBin, ['run', '@dugout/api:build', '--outputStyle=static']);
if (buildExit !== 0) process.exit(buildExit);
fs.mkdirSync(benchDir, { recursive: true });

const results = [];
for (const scale of SCALES) results.push(await benchScale(scale));

const lines = [
  `| route | scale | read cache | req/s | p50 ms | p99 ms | baseline req/s | share of baseline | p99 vs scale 1 |`,
  `| --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
];
let pass = true;
for (const { scale, rows } of results) {
  for (const row of rows) {
    const scaleOne = results[0].rows.find((candidate) => candidate.name === row.name && candidate.mode === row.mode);
    const growth = row.measured.p99 / Math.max(scaleOne.measured.p99, 1);
    if (row.mode === MODES[0].label && (row.share < 0.5 || (scale !== 1 && growth > 1.5))) pass = false;
    lines.push(
      `| ${row.name} | ${scale} | ${row.mode} | ${row.measured.reqPerSec.toFixed(0)} | ${row.measured.p50} | ${row.measured.p99} | ` +
        `${row.baseline.reqPerSec.toFixed(0)} | ${(100 * row.share).toFixed(0)}% | ${scale === 1 ? '-' : `${growth.toFixed(2)}x`} |`,
    );
  }
}
const table = lines.join('\n');
fs.writeFileSync(path.join(benchDir, 'results.json'), JSON.stringify(results, null, 2));
fs.writeFileSync(path.join(benchDir, 'results.md'), `${table}\n`);
console.log(`\n${table}\n`);
for (const { scale, importSeconds, seasonFiles } of results) {
  console.log(`scale ${scale}: ${seasonFiles} season files imported in ${importSeconds.toFixed(1)} s`);
}
console.log(pass ? '목표 달성: 모든 경로가 기준의 50% 이상, 규모 10의 p99가 규모 1의 1.5배 이내입니다.' : '목표 미달: 위 표를 확인해 주세요.');
process.exit(pass ? 0 : 1);
