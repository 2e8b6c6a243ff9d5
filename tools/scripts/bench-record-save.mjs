// `npm run bench:record-save`: saving a full box score through the entry API (issue 15) on MySQL/MariaDB.
// Imports the demo at scale 1, makes the bench member a grade-1 manager of gangseo, then saves one
// game's whole record (two sides: 30 batting and 10 pitching lines) repeatedly through
// POST /api/game/admin/write/game/{id}, each save with the version the previous one answered: the
// checks, the record's lines and the league's totals recomputed in one transaction, the audit entry.
// Target: p95 under 200 ms. MySQL: DATABASE_URL's server if set, else 127.0.0.1:3306 as root with an empty password.
import fs from 'node:fs';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { benchDir, getData, importDemo, registerBenchMember, startApi } from './bench-support.mjs';
import { BATTERS, fullBoxScore, PITCHERS, percentile } from './bench-box-scores.mjs';
import { nxBin, run } from './run.mjs';

const SAVES = Number(process.env.BENCH_SAVES ?? 100);
const WARMUP = 10;
const TARGET_P95_MS = 200;

/** A game of gangseo's active season with both teams and enough players, and the member as its grade-1 manager. */
async function prepare(databaseUrl, userId) {
  const db = await createConnection({ uri: databaseUrl });
  try {
    const [[main]] = await db.query("SELECT main_id FROM league_main WHERE league_path = 'gangseo'");
    await db.query('INSERT INTO league_manager (main_id, user_id, grade) VALUES (?, ?, 1)', [main.main_id, userId]);
    const [[game]] = await db.query(
      `SELECT s.game_id FROM schedule s JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id
        WHERE se.main_id = ? AND s.is_cancel = 0 AND s.visit_team_id IS NOT NULL AND s.home_team_id IS NOT NULL
          AND (SELECT COUNT(*) FROM team_player tp WHERE tp.team_id = s.visit_team_id) >= ?
          AND (SELECT COUNT(*) FROM team_player tp WHERE tp.team_id = s.home_team_id) >= ?
          AND NOT EXISTS (SELECT 1 FROM suspended_game sg WHERE sg.game_id = s.game_id)
        ORDER BY se.active DESC, s.schedule_time DESC LIMIT 1`,
      [main.main_id, BATTERS, BATTERS],
    );
    if (!game) throw new Error('no game with two full rosters in gangseo');
    return game.game_id;
  } finally {
    await db.end();
  }
}

const buildExit = await run(nxBin, ['run', '@dugout/api:build', '--outputStyle=static']);
if (buildExit !== 0) process.exit(buildExit);
fs.mkdirSync(benchDir, { recursive: true });

const { databaseUrl } = await importDemo(1, 'dugout_bench_record_save');
const { base, child } = await startApi(databaseUrl);
let results;
try {
  const login = await registerBenchMember(base);
  const session = await getData(login.url, { method: login.method, headers: login.headers, body: login.body });
  const token = session.access_token ?? session.accessToken;
  const userId = session.user_id ?? session.userId;
  const gameId = await prepare(databaseUrl, userId);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const url = `${base}/api/game/admin/write/game/${gameId}`;
  const editing = await getData(url, { headers });
  const players = { visit: editing.players.visit.map((p) => p.playerId), home: editing.players.home.map((p) => p.playerId) };
  let version = editing.version;
  const times = [];
  for (let round = 0; round < WARMUP + SAVES; round += 1) {
    const body = JSON.stringify({ ...fullBoxScore(players, round), version });
    const started = performance.now();
    const saved = await getData(url, { method: 'POST', headers, body });
    const ms = performance.now() - started;
    version = saved.version;
    if (round >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  results = { gameId, saves: SAVES, lines: { batting: 2 * BATTERS, pitching: 2 * PITCHERS }, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
} finally {
  child.kill('SIGTERM');
}

const table = [
  `| save a full box score (${results.lines.batting} batting + ${results.lines.pitching} pitching lines), ${results.saves} saves | ms |`,
  '| --- | --- |',
  `| p50 | ${results.p50.toFixed(0)} |`,
  `| p95 | ${results.p95.toFixed(0)} |`,
  `| max | ${results.max.toFixed(0)} |`,
].join('\n');
fs.writeFileSync(path.join(benchDir, 'record-save.json'), JSON.stringify(results, null, 2));
fs.writeFileSync(path.join(benchDir, 'record-save.md'), `${table}\n`);
console.log(`\n${table}\n`);
const fast = results.p95 < TARGET_P95_MS;
console.log(fast ? `기록 저장 p95가 ${TARGET_P95_MS} ms 미만입니다.` : `기록 저장 p95가 ${TARGET_P95_MS} ms를 넘었습니다.`);
process.exit(fast ? 0 : 1);
