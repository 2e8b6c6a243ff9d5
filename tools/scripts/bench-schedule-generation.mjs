// `npm run bench:schedule`: round-robin generation with temporary schedules (issue 14) on MySQL/MariaDB.
// Imports the demo at scale 1, adds a 16-team league to gangseo's active season and three grounds,
// then through the API: generates 3 games per pairing (360 games), saves it temporarily and applies
// it as the real schedule (one transaction through SchedulesService.createGames). Target: generate +
// apply under 2 s. MySQL: DATABASE_URL's server if set, else 127.0.0.1:3306 as root with an empty password.
import fs from 'node:fs';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { benchDir, getData, importDemo, registerBenchMember, startApi } from './bench-support.mjs';
import { nxBin, run } from './run.mjs';

const TEAMS = 16;
const GAME_CNT = 3;
const EXPECTED_GAMES = ((TEAMS * (TEAMS - 1)) / 2) * GAME_CNT;
const TARGET_MS = 2000;

/** A league of 16 new teams in gangseo's active season, three grounds, and the bench member as its grade-1 manager. */
async function prepare(databaseUrl, userId) {
  const db = await createConnection({ uri: databaseUrl });
  try {
    const [[main]] = await db.query("SELECT main_id FROM league_main WHERE league_path = 'gangseo'");
    const [[season]] = await db.query('SELECT season_id, begin_date, end_date FROM season WHERE main_id = ? ORDER BY active DESC, begin_date DESC LIMIT 1', [main.main_id]);
    await db.query("INSERT INTO league (season_id, league_name) VALUES (?, '벤치 리그')", [season.season_id]);
    const [[league]] = await db.query("SELECT league_id FROM league WHERE season_id = ? AND league_name = '벤치 리그'", [season.season_id]);
    for (let i = 1; i <= TEAMS; i += 1) {
      const [result] = await db.query('INSERT INTO team (team_name, spo_type) VALUES (?, 1)', [`벤치 팀 ${String(i).padStart(2, '0')}`]);
      await db.query('INSERT INTO league_team (league_id, team_id, interleague) VALUES (?, ?, 0)', [league.league_id, result.insertId]);
    }
    const groundIds = [];
    for (let i = 1; i <= 3; i += 1) {
      const [result] = await db.query('INSERT INTO ground (main_id, ground_name) VALUES (?, ?)', [main.main_id, `벤치 구장 ${i}`]);
      groundIds.push(result.insertId);
    }
    await db.query('INSERT INTO league_manager (main_id, user_id, grade) VALUES (?, ?, 1)', [main.main_id, userId]);
    return { leagueId: league.league_id, groundIds };
  } finally {
    await db.end();
  }
}

async function timedCall(url, token, method, body) {
  const started = performance.now();
  const data = await getData(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { data, ms: performance.now() - started };
}

const buildExit = await run(nxBin, ['run', '@dugout/api:build', '--outputStyle=static']);
if (buildExit !== 0) process.exit(buildExit);
fs.mkdirSync(benchDir, { recursive: true });

const { databaseUrl } = await importDemo(1, 'dugout_bench_schedule');
const { base, child } = await startApi(databaseUrl);
let results;
try {
  const login = await registerBenchMember(base);
  const session = await getData(login.url, { method: login.method, headers: login.headers, body: login.body });
  const token = session.access_token ?? session.accessToken;
  const userId = session.user_id ?? session.userId;
  const { leagueId, groundIds } = await prepare(databaseUrl, userId);
  const options = { gameCnt: GAME_CNT, weekdays: [0, 1, 2, 3, 4, 5, 6], times: ['09:00', '13:00', '17:00'], groundIds };
  const temp = `${base}/api/league/admin/scheduleTemp/${leagueId}`;

  const generate = await timedCall(`${temp}/generate`, token, 'POST', options);
  if (generate.data.games.length !== EXPECTED_GAMES) throw new Error(`generated ${generate.data.games.length} games, expected ${EXPECTED_GAMES}`);
  const save = await timedCall(`${temp}/save`, token, 'POST', options);
  const apply = await timedCall(`${temp}/apply`, token, 'POST', { tempId: save.data.tempId });
  if (apply.data.created !== EXPECTED_GAMES) throw new Error(`applied ${apply.data.created} games, expected ${EXPECTED_GAMES}`);
  results = { generateMs: generate.ms, saveMs: save.ms, applyMs: apply.ms, totalMs: generate.ms + apply.ms };
} finally {
  child.kill('SIGTERM');
}

const table = [
  `| step (${TEAMS} teams, ${GAME_CNT} games per pairing, ${EXPECTED_GAMES} games) | ms |`,
  '| --- | --- |',
  `| generate (preview) | ${results.generateMs.toFixed(0)} |`,
  `| save temporarily | ${results.saveMs.toFixed(0)} |`,
  `| apply (360 schedule items, one transaction) | ${results.applyMs.toFixed(0)} |`,
  `| generate + apply | ${results.totalMs.toFixed(0)} |`,
].join('\n');
fs.writeFileSync(path.join(benchDir, 'schedule-generation.json'), JSON.stringify(results, null, 2));
fs.writeFileSync(path.join(benchDir, 'schedule-generation.md'), `${table}\n`);
console.log(`\n${table}\n`);
const fast = results.totalMs < TARGET_MS;
console.log(fast ? `생성과 적용이 ${TARGET_MS / 1000}초 안에 끝났습니다.` : `생성과 적용이 ${TARGET_MS / 1000}초를 넘었습니다.`);
process.exit(fast ? 0 : 1);
