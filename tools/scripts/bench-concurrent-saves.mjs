// `npm run bench:concurrent-saves`: scorers saving different games of one league at the same
// time on MySQL/MariaDB (issue 26 §1). Imports a season of one league of 16 teams, makes the bench
// member its grade-1 manager, then through POST /api/game/admin/write/game/{id}[/final]:
//  1. 8 scorers at once, each on a different game (no team in common), 10 rounds: each saves the
//     whole box score twice and makes it final. Counts the answers that are not 200.
//  2. 50 connections saving at once, each its own game (games share teams), 20 saves each with
//     the version the previous save answered. Counts 5xx answers, p50/p99.
// Targets: 0 failures in 1, 0 answers 5xx and p99 under 2 s in 2.
// MySQL: DATABASE_URL's server if set, else 127.0.0.1:3306 as root with an empty password.
import fs from 'node:fs';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { apiDist as builtApi, benchDir, freshDatabase, getData, registerBenchMember, startApi } from './bench-support.mjs';
import { benchSeason, fullBoxScore, percentile, SCORERS } from './bench-box-scores.mjs';
import { nxBin, run } from './run.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SAVES_PER_CONNECTION = Number(process.env.BENCH_SAVES ?? 20);
const TARGET_P99_MS = 2000;

async function grantAndListGames(databaseUrl, userId) {
  const db = await createConnection({ uri: databaseUrl });
  try {
    const [[main]] = await db.query("SELECT main_id FROM league_main WHERE league_path = 'benchsaves'");
    await db.query('INSERT INTO league_manager (main_id, user_id, grade) VALUES (?, ?, 1)', [main.main_id, userId]);
    const [rows] = await db.query(
      `SELECT s.game_id FROM schedule s JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id
        WHERE se.main_id = ? ORDER BY s.schedule_time, s.game_id`,
      [main.main_id],
    );
    return rows.map((row) => row.game_id);
  } finally {
    await db.end();
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const buildExit = await run(nxBin, ['run', '@dugout/api:build', '--outputStyle=static']);
  if (buildExit !== 0) process.exit(buildExit);
}
fs.mkdirSync(benchDir, { recursive: true });

const loadRounds = Math.ceil(CONNECTIONS / SCORERS);
const seasonPath = path.join(benchDir, 'concurrent-saves-season.json');
fs.writeFileSync(seasonPath, JSON.stringify(benchSeason(ROUNDS + loadRounds)));
const databaseUrl = await freshDatabase('dugout_bench_concurrent_saves');
// BENCH_API_DIST: another build of the API (e.g. before a change) to measure against the same data.
const apiDist = process.env.BENCH_API_DIST ?? builtApi;
const importExit = await run(process.execPath, [path.join(apiDist, 'data-tooling/season-import/import.cli.js'), seasonPath], {
  env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' },
});
if (importExit !== 0) throw new Error('import failed');

const { base, child } = await startApi(databaseUrl, {}, apiDist);
let results;
try {
  const login = await registerBenchMember(base);
  const session = await getData(login.url, { method: login.method, headers: login.headers, body: login.body });
  const token = session.access_token ?? session.accessToken;
  const userId = session.user_id ?? session.userId;
  const gameIds = await grantAndListGames(databaseUrl, userId);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const url = (gameId, tail = '') => `${base}/api/game/admin/write/game/${gameId}${tail}`;
  const playersOf = new Map();
  for (const gameId of gameIds) {
    const editing = await getData(url(gameId), { headers });
    playersOf.set(gameId, { visit: editing.players.visit.map((p) => p.playerId), home: editing.players.home.map((p) => p.playerId) });
  }

  /** One POST: its status, time and body. */
  const post = async (target, body) => {
    const started = performance.now();
    const response = await fetch(target, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = await response.json().catch(() => null);
    return { status: response.status, ms: performance.now() - started, json };
  };
  const statuses = {};
  const count = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);

  // 1. Eight scorers, eight games with no team in common, ten rounds.
  let failures = 0;
  let requests = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const roundGames = gameIds.slice(round * SCORERS, (round + 1) * SCORERS);
    await Promise.all(
      roundGames.map(async (gameId) => {
        let version = null;
        for (let save = 0; save < 2; save += 1) {
          const answer = await post(url(gameId), { ...fullBoxScore(playersOf.get(gameId), save), version });
          requests += 1;
          if (answer.status !== 200) {
            failures += 1;
            count(answer.status);
            return;
          }
          version = answer.json.data.version;
        }
        const final = await post(url(gameId, '/final'), {});
        requests += 1;
        if (final.status !== 200) {
          failures += 1;
          count(final.status);
        }
      }),
    );
  }

  // 2. Fifty connections, each saving its own game again and again.
  const loadGames = gameIds.slice(ROUNDS * SCORERS, ROUNDS * SCORERS + CONNECTIONS);
  const times = [];
  const loadStatuses = {};
  const started = performance.now();
  await Promise.all(
    loadGames.map(async (gameId) => {
      let version = null;
      for (let save = 0; save < SAVES_PER_CONNECTION; save += 1) {
        const answer = await post(url(gameId), { ...fullBoxScore(playersOf.get(gameId), save), version });
        times.push(answer.ms);
        loadStatuses[answer.status] = (loadStatuses[answer.status] ?? 0) + 1;
        if (answer.status === 200) version = answer.json.data.version;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const fiveHundreds = Object.entries(loadStatuses).reduce((sum, [status, n]) => sum + (Number(status) >= 500 ? n : 0), 0);
  results = {
    scorers: { rounds: ROUNDS, scorers: SCORERS, requests, failures, statuses },
    load: { connections: loadGames.length, saves: times.length, statuses: loadStatuses, fiveHundreds, p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1], perSecond: times.length / seconds },
  };
} finally {
  child.kill('SIGTERM');
}

const { scorers, load } = results;
const table = [
  '| concurrent saves on MySQL | result |',
  '| --- | --- |',
  `| ${scorers.scorers} scorers × ${scorers.rounds} rounds, different games (2 saves + final each): answers not 200 | ${scorers.failures} of ${scorers.requests} |`,
  `| ${load.connections} connections × ${SAVES_PER_CONNECTION} saves: answers 5xx | ${load.fiveHundreds} of ${load.saves} (${JSON.stringify(load.statuses)}) |`,
  `| ${load.connections} connections: p50 / p99 / max ms | ${load.p50.toFixed(0)} / ${load.p99.toFixed(0)} / ${load.max.toFixed(0)} |`,
  `| ${load.connections} connections: saves per second | ${load.perSecond.toFixed(1)} |`,
].join('\n');
fs.writeFileSync(path.join(benchDir, 'concurrent-saves.json'), JSON.stringify(results, null, 2));
fs.writeFileSync(path.join(benchDir, 'concurrent-saves.md'), `${table}\n`);
console.log(`\n${table}\n`);
const met = scorers.failures === 0 && load.fiveHundreds === 0 && load.p99 < TARGET_P99_MS;
console.log(
  met
    ? `목표 달성: 동시 저장 실패 0건, 5xx 0건, p99 ${TARGET_P99_MS} ms 미만입니다.`
    : `목표 미달: 동시 저장 실패 ${scorers.failures}건, 5xx ${load.fiveHundreds}건, p99 ${load.p99.toFixed(0)} ms입니다.`,
);
process.exit(met ? 0 : 1);
