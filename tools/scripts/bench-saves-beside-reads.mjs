// `npm run bench:saves-beside-reads`: the league home's standings read while 50 connections save
// box scores, on the embedded database and on MySQL (issue 26 §2). For each database: imports the
// bench season (one league of 16 teams), then reads the standings with 10 connections for
// BENCH_DURATION seconds alone, and again while 50 connections each save their own game's whole box
// score again and again. The read cache is off (READ_CACHE_TTL_MS=0): every read reaches the database.
// Targets: the read's p99 beside the saves within 2x of its p99 alone; no save answered 500; the
// saves' p99 (answered or refused with 503 and Retry-After) under 2 s.
// BENCH_DATABASES=embedded,mysql (default both). MySQL: DATABASE_URL's server if set, else
// 127.0.0.1:3306 as root with an empty password.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { benchSeason, fullBoxScore, percentile } from './bench-box-scores.mjs';
import { apiDist, benchDir, demoLeague, freshDatabase, getData, registerBenchMember, startApi } from './bench-support.mjs';
import { nxBin, run } from './run.mjs';

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const SAVE_CONNECTIONS = 50;
const READ_CONNECTIONS = 10;
const TARGET_RATIO = 2;
const TARGET_SAVE_P99_MS = 2000;
const LEAGUE_PATH = 'benchreads';
const databases = (process.env.BENCH_DATABASES ?? 'embedded,mysql').split(',').map((name) => name.trim());

const GAMES_SQL = `SELECT s.game_id FROM schedule s JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id
  JOIN league_main m ON m.main_id = se.main_id WHERE m.league_path = ? ORDER BY s.schedule_time, s.game_id`;
const MAIN_SQL = 'SELECT main_id FROM league_main WHERE league_path = ?';
const GRANT_SQL = 'INSERT INTO league_manager (main_id, user_id, grade) VALUES (?, ?, 1)';

/** Makes the member a grade-1 manager of the bench league and lists its games, through the database's own client. */
async function grantAndListGames(target, userId) {
  if (target.kind === 'embedded') {
    const db = new Database(target.file, { timeout: 15_000 });
    try {
      const main = db.prepare(MAIN_SQL).get(LEAGUE_PATH);
      db.prepare(GRANT_SQL).run(main.main_id, userId);
      return db.prepare(GAMES_SQL).all(LEAGUE_PATH).map((row) => row.game_id);
    } finally {
      db.close();
    }
  }
  const db = await createConnection({ uri: target.url });
  try {
    const [[main]] = await db.query(MAIN_SQL, [LEAGUE_PATH]);
    await db.query(GRANT_SQL, [main.main_id, userId]);
    const [rows] = await db.query(GAMES_SQL, [LEAGUE_PATH]);
    return rows.map((row) => row.game_id);
  } finally {
    await db.end();
  }
}

/**
 * One request on a keep-alive agent with a socket per loop (fetch's shared pool let the loops that
 * were answered first go ahead of requests still waiting for a socket).
 */
function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { agent, method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Runs `step` on `connections` loops until `ms` have passed; collects each answer's status and time. */
async function loops(connections, ms, step) {
  const answers = [];
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: connections }, async (_, index) => {
      const state = {};
      while (performance.now() < until) {
        const started = performance.now();
        const status = await step(index, state);
        answers.push({ status, ms: performance.now() - started });
      }
    }),
  );
  return answers;
}

function summary(answers) {
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return { count: answers.length, statuses, p50: percentile(times, 50), p99: percentile(times, 99), perSecond: answers.length / (DURATION_MS / 1000) };
}

async function measure(kind) {
  const seasonPath = path.join(benchDir, 'saves-beside-reads-season.json');
  fs.writeFileSync(seasonPath, JSON.stringify(benchSeason(Math.ceil(SAVE_CONNECTIONS / 8), LEAGUE_PATH)));
  let target;
  let env;
  if (kind === 'embedded') {
    const file = path.join(benchDir, 'saves-beside-reads.sqlite');
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    target = { kind, file };
    env = { DATABASE_URL: '', SQLITE_PATH: file };
  } else {
    const url = await freshDatabase('dugout_bench_saves_beside_reads');
    target = { kind, url };
    env = { DATABASE_URL: url };
  }
  const importCli = path.join(apiDist, 'data-tooling/season-import/import.cli.js');
  if ((await run(process.execPath, [importCli, seasonPath], { env: { ...process.env, ...env, LOG_LEVEL: 'error' } })) !== 0) throw new Error('import failed');

  const { base, child } = await startApi(env.DATABASE_URL, { ...env, READ_CACHE_TTL_MS: '0' });
  try {
    const login = await registerBenchMember(base);
    const session = await getData(login.url, { method: login.method, headers: login.headers, body: login.body });
    const gameIds = await grantAndListGames(target, session.user_id ?? session.userId);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.access_token ?? session.accessToken}` };
    const { homeRoute } = await demoLeague(base, LEAGUE_PATH);
    const saveUrl = (gameId) => `${base}/api/game/admin/write/game/${gameId}`;
    const playersOf = new Map();
    for (const gameId of gameIds.slice(0, SAVE_CONNECTIONS)) {
      const editing = await getData(saveUrl(gameId), { headers });
      playersOf.set(gameId, { visit: editing.players.visit.map((p) => p.playerId), home: editing.players.home.map((p) => p.playerId) });
    }

    const readers = new http.Agent({ keepAlive: true, maxSockets: READ_CONNECTIONS });
    const savers = new http.Agent({ keepAlive: true, maxSockets: SAVE_CONNECTIONS });
    const read = async () => (await send(readers, `${base}${homeRoute}`)).status;
    const alone = await loops(READ_CONNECTIONS, DURATION_MS, read);

    let saves;
    const beside = await Promise.all([
      loops(READ_CONNECTIONS, DURATION_MS, read),
      loops(SAVE_CONNECTIONS, DURATION_MS, async (index, state) => {
        const gameId = gameIds[index];
        state.round = (state.round ?? 0) + 1;
        const response = await send(savers, saveUrl(gameId), {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...fullBoxScore(playersOf.get(gameId), state.round), version: state.version ?? null }),
        });
        if (response.status === 200) state.version = JSON.parse(response.text).data.version;
        if (response.status === 503 && !response.headers['retry-after']) return 'noRetryAfter';
        return response.status;
      }).then((answers) => (saves = answers)),
    ]).then(([reads]) => reads);
    readers.destroy();
    savers.destroy();
    return { kind, alone: summary(alone), beside: summary(beside), saves: summary(saves) };
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const buildExit = await run(nxBin, ['run', '@dugout/api:build', '--outputStyle=static']);
  if (buildExit !== 0) process.exit(buildExit);
}
fs.mkdirSync(benchDir, { recursive: true });

const results = [];
for (const kind of databases) results.push(await measure(kind));

const ms = (value) => value.toFixed(0);
const rows = results.map(({ kind, alone, beside, saves }) => {
  const ratio = beside.p99 / alone.p99;
  const fiveHundreds = Object.entries(saves.statuses).reduce((sum, [status, n]) => sum + (status === '503' || Number(status) < 500 ? 0 : n), 0);
  const met = ratio <= TARGET_RATIO && fiveHundreds === 0 && !saves.statuses.noRetryAfter && saves.p99 < TARGET_SAVE_P99_MS;
  return {
    met,
    line: `| ${kind} | ${ms(alone.p50)} / ${ms(alone.p99)} (${alone.perSecond.toFixed(0)}/s) | ${ms(beside.p50)} / ${ms(beside.p99)} (${beside.perSecond.toFixed(0)}/s) | ${ratio.toFixed(2)} | ${saves.statuses[200] ?? 0} saved, ${saves.statuses[503] ?? 0} refused 503, ${fiveHundreds} other 5xx | ${ms(saves.p50)} / ${ms(saves.p99)} |`,
  };
});
const table = [
  `| ${READ_CONNECTIONS} readers of the standings, ${SAVE_CONNECTIONS} saving connections, ${DURATION_MS / 1000} s | read alone p50 / p99 ms | read beside saves p50 / p99 ms | p99 ratio | saves | saves p50 / p99 ms |`,
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map((row) => row.line),
].join('\n');
fs.writeFileSync(path.join(benchDir, 'saves-beside-reads.json'), JSON.stringify(results, null, 2));
fs.writeFileSync(path.join(benchDir, 'saves-beside-reads.md'), `${table}\n`);
console.log(`\n${table}\n`);
const met = rows.every((row) => row.met);
console.log(
  met
    ? `목표 달성: 저장 중 순위 읽기 p99가 단독의 ${TARGET_RATIO}배 이내, 저장 p99 ${TARGET_SAVE_P99_MS} ms 미만(또는 빠른 503), 500 없음.`
    : '목표 미달: 위 표를 확인하세요.',
);
process.exit(met ? 0 : 1);
