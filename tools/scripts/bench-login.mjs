// `npm run bench:login`: logins at 200 connections on MySQL, with password hashing unbounded (as
// before issue 9) and as shipped (a few hashes at a time, a short queue, 503 + Retry-After beyond
// it). Reports req/s, latency, answers by status, timeouts and the API process's peak memory.
// Issue 9's target: no timeouts and a peak RSS under 500 MB.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { freshDatabase, registerBenchMember, startApi } from './bench-support.mjs';
import { nxBin, run } from './run.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const TIMEOUT_SECONDS = 10;

const SETUPS = [
  // Far more slots than requests: every login hashes at once, as before the limit existed.
  { label: 'unbounded (before)', env: { PASSWORD_HASH_CONCURRENCY: '100000', PASSWORD_HASH_QUEUE: '0' } },
  { label: 'as shipped', env: {} },
];

/** kB of a /proc/<pid>/status field (VmHWM: peak resident set, VmRSS: current). */
function procStatusKb(pid, field) {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
}

async function measure(setup) {
  const databaseUrl = await freshDatabase('dugout_bench_login');
  const { base, child } = await startApi(databaseUrl, setup.env);
  try {
    const login = await registerBenchMember(base);
    const rssBefore = procStatusKb(child.pid, 'VmRSS');
    const result = await autocannon({
      ...login,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      timeout: TIMEOUT_SECONDS,
    });
    const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count]));
    return {
      label: setup.label,
      reqPerSec: result.requests.average,
      okPerSec: (byStatus['200'] ?? 0) / DURATION_SECONDS,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      byStatus,
      timeouts: result.timeouts,
      errors: result.errors,
      rssBeforeMb: rssBefore / 1024,
      peakRssMb: procStatusKb(child.pid, 'VmHWM') / 1024,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const buildExit = await run(nxBin, ['run', '@dugout/api:build', '--outputStyle=static']);
if (buildExit !== 0) process.exit(buildExit);

const rows = [];
// BENCH_ONLY=shipped measures one setup (the API also reads PASSWORD_HASH_* from this environment).
for (const setup of SETUPS.filter((candidate) => candidate.label.includes(process.env.BENCH_ONLY ?? ''))) {
  const row = await measure(setup);
  console.log(`[bench] ${row.label}: ${JSON.stringify(row)}`);
  rows.push(row);
}

const mb = (value) => value.toFixed(0);
const statuses = (byStatus) => Object.entries(byStatus).map(([status, count]) => `${status}: ${count}`).join(', ') || '-';
console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, autocannon timeout ${TIMEOUT_SECONDS} s`);
console.log(
  [
    '| password hashing | req/s | logins (200)/s | p50 ms | p99 ms | answers by status | timeouts | errors | API peak RSS MB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.reqPerSec.toFixed(0)} | ${row.okPerSec.toFixed(0)} | ${row.p50} | ${row.p99} | ${statuses(row.byStatus)} | ${row.timeouts} | ${row.errors} | ${mb(row.peakRssMb)} |`,
    ),
  ].join('\n'),
);
const shipped = rows.at(-1);
const pass = shipped.timeouts === 0 && shipped.peakRssMb < 500;
console.log(`\n목표(타임아웃 0, 최대 메모리 500MB 미만): ${pass ? '달성' : '미달'}`);
