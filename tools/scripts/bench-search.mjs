// `npm run bench:search`: the top bar's search (GET /api/search) at 100,000 players on MySQL/MariaDB.
// Migrates a fresh database (a first start of the built API), adds 100,000 generated players (Korean
// names: family name and two given-name syllables), starts the API again (its start-up sync indexes
// them), prints the player query's plan and measures one request at a time for each kind of query:
// p50 and p95 in ms.
// MySQL: DATABASE_URL's server if set, else 127.0.0.1:3306 as root with an empty password.
import fs from 'node:fs';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { benchDir, freshDatabase, getData, startApi, timed } from './bench-support.mjs';
import { nxBin, run } from './run.mjs';

const PLAYERS = 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const FAMILY = [...'김이박최정강조윤장임한오서신권황안송류홍'];
const GIVEN = [...'민서도하준지현우수영진성호재태승은유경동석훈'];
const nameOf = (n) => FAMILY[n % FAMILY.length] + GIVEN[Math.floor(n / FAMILY.length) % GIVEN.length] + GIVEN[Math.floor(n / (FAMILY.length * GIVEN.length)) % GIVEN.length];

const QUERIES = {
  'one syllable (김)': ['김', '이', '박', '최', '정'],
  'two syllables (민서)': ['민서', '준호', '현우', '도윤', '지훈'],
  'a whole name (김민서)': ['김민서', '박준호', '최현우', '정도윤', '이지훈'],
  'no match (없는이름)': ['없는이름', '홍길순', '가나다'],
};

async function fillPlayers(databaseUrl) {
  const db = await createConnection({ uri: databaseUrl });
  try {
    const [[{ count }]] = await db.query('SELECT COUNT(*) AS count FROM player');
    for (let start = Number(count); start < PLAYERS; start += 2000) {
      const rows = Array.from({ length: Math.min(2000, PLAYERS - start) }, (_, i) => [nameOf(start + i), 0, 0]);
      await db.query('INSERT INTO player (player_name, pro_type_middle, pro_type) VALUES ?', [rows]);
    }
  } finally {
    await db.end();
  }
}

async function printPlan(databaseUrl) {
  const db = await createConnection({ uri: databaseUrl });
  try {
    await db.query('ANALYZE TABLE search_gram, search_name, player');
    // The players' query as SearchRepository.players sends it for "민서".
    const [rows] = await db.query(
      `EXPLAIN SELECT p.player_id, p.player_name FROM search_gram g JOIN player p ON p.player_id = g.ref_id
         JOIN search_name n ON n.kind = g.kind AND n.ref_id = g.ref_id
        WHERE g.gram = ? AND g.kind = ? AND INSTR(n.name_key, ?) > 0 ORDER BY g.ref_id LIMIT 5`,
      ['민서', 'P', '민서'],
    );
    console.log('\n[bench] player query plan (EXPLAIN):');
    console.table(rows.map(({ id, table, type, key, rows: estimated, Extra }) => ({ id, table, type, key, rows: estimated, Extra })));
    return rows;
  } finally {
    await db.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const buildExit = await run(nxBin, ['run', '@dugout/api:build', '--outputStyle=static']);
if (buildExit !== 0) process.exit(buildExit);
fs.mkdirSync(benchDir, { recursive: true });

const databaseUrl = await freshDatabase('dugout_bench_search');
const first = await timed('API start on a fresh database (migrations)', () => startApi(databaseUrl));
first.child.kill('SIGTERM');
await new Promise((resolve) => first.child.once('exit', resolve));
await timed(`players up to ${PLAYERS.toLocaleString('en')}`, () => fillPlayers(databaseUrl));
const { base, child } = await timed('API start (indexes the new names)', () => startApi(databaseUrl));
const results = [];
let plan;
try {
  // The start-up sync runs in the background: wait until the last generated name is found.
  const last = nameOf(PLAYERS - 1);
  await timed('index ready', async () => {
    for (let i = 0; i < 600; i += 1) {
      const data = await getData(`${base}/api/search?q=${encodeURIComponent(last)}&limit=20`);
      if (data.players.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the index did not catch up');
  });
  plan = await printPlan(databaseUrl);
  for (const [name, queries] of Object.entries(QUERIES)) {
    const times = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const q = queries[i % queries.length];
      const started = performance.now();
      await getData(`${base}/api/search?q=${encodeURIComponent(q)}&limit=5`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const row = { name, requests: REQUESTS, p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1) };
    results.push(row);
    console.log(`[bench] ${name}: p50 ${row.p50} ms, p95 ${row.p95} ms`);
  }
} finally {
  child.kill('SIGTERM');
}

const table = [
  `| query (${PLAYERS.toLocaleString('en')} players, one request at a time) | p50 ms | p95 ms |`,
  '| --- | --- | --- |',
  ...results.map((row) => `| ${row.name} | ${row.p50} | ${row.p95} |`),
].join('\n');
fs.writeFileSync(path.join(benchDir, 'search.json'), JSON.stringify({ plan, results }, null, 2));
fs.writeFileSync(path.join(benchDir, 'search.md'), `${table}\n`);
console.log(`\n${table}\n`);
const grams = plan.find((row) => row.table === 'g');
const indexed = grams?.key === 'PRIMARY' && grams?.type === 'ref' && !plan.some((row) => row.type === 'ALL');
console.log(indexed ? '검색 쿼리는 gram 인덱스로 후보만 읽습니다 (테이블 전체 읽기 없음).' : '검색 쿼리가 인덱스를 쓰지 않습니다: 위 계획을 확인해 주세요.');
process.exit(indexed ? 0 : 1);
