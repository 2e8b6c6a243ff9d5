// `npm run bench:boards`: the board list of a league with 10,000 posts (issue 12) on MySQL/MariaDB.
// Imports the demo at scale 1, adds 10,000 posts (5 notices) with 20,000 comments to gangseo's notice
// board, prints the page query's plan and measures the list (first page, a deep page, a title search)
// and a post view, with the read cache as shipped and off.
// MySQL: DATABASE_URL's server if set, else 127.0.0.1:3306 as root with an empty password.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';
import { benchDir, importDemo, startApi } from './bench-support.mjs';
import { nxBin, run } from './run.mjs';

const POSTS = 10_000;
const NOTICES = 5;
const COMMENTS_PER_POST = 2;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MODES = [
  { label: 'as shipped', env: {} },
  { label: 'cache off', env: { READ_CACHE_TTL_MS: '0' } },
];

async function load(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** 10,000 posts on gangseo's notice board by the demo's first member, and two comments on each. */
async function fillBoard(databaseUrl) {
  const db = await createConnection({ uri: databaseUrl });
  try {
    const [[board]] = await db.query(
      "SELECT b.board_id FROM board b JOIN league_main m ON m.main_id = b.main_id WHERE m.league_path = 'gangseo' AND b.board_label = 'notice'",
    );
    await db.query(
      "INSERT INTO user (email, username, password_hash, phone, birthday, gender) VALUES ('bench-writer@example.com', '김게시', 'x', '010-0000-0000', '19900101', 'M')",
    );
    const [[user]] = await db.query("SELECT user_id FROM user WHERE email = 'bench-writer@example.com'");
    for (let start = 0; start < POSTS; start += 1000) {
      const rows = Array.from({ length: 1000 }, (_, i) => start + i);
      await db.query(
        'INSERT INTO post (board_id, user_id, title, content_html, preview_text, is_notice) VALUES ?',
        [rows.map((n) => [board.board_id, user.user_id, `벤치 게시글 ${n + 1}`, `<p>리그 소식 ${n + 1}번째 글입니다.</p>`, `리그 소식 ${n + 1}번째 글입니다.`, n < NOTICES ? 1 : 0])],
      );
    }
    await db.query(
      `INSERT INTO post_comment (post_id, user_id, content)
       SELECT p.post_id, ?, '좋은 소식 감사합니다.' FROM post p CROSS JOIN (SELECT 1 AS n UNION ALL SELECT 2) k WHERE p.board_id = ?`,
      [user.user_id, board.board_id],
    );
    await db.query('ANALYZE TABLE post, post_comment');
    const [[{ total }]] = await db.query('SELECT COUNT(*) AS total FROM post_comment');
    if (Number(total) < POSTS * COMMENTS_PER_POST) throw new Error('comments were not added');
    const [[last]] = await db.query('SELECT MAX(post_id) AS post_id FROM post WHERE board_id = ?', [board.board_id]);
    return { boardId: board.board_id, lastPostId: last.post_id };
  } finally {
    await db.end();
  }
}

async function printPlan(databaseUrl, boardId) {
  const db = await createConnection({ uri: databaseUrl });
  try {
    // The list's page query as BoardsRepository.postPage sends it (page 1, 15 rows).
    const [rows] = await db.query(
      `EXPLAIN SELECT p.post_id, p.title, (SELECT COUNT(*) FROM post_comment c WHERE c.post_id = p.post_id) AS comment_count
         FROM post p LEFT JOIN user u ON u.user_id = p.user_id
        WHERE p.board_id = ? ORDER BY p.is_notice DESC, p.post_id DESC LIMIT 15 OFFSET 0`,
      [boardId],
    );
    console.log('\n[bench] page query plan (EXPLAIN):');
    console.table(rows.map(({ id, select_type, table, type, key, rows: estimated, Extra }) => ({ id, select_type, table, type, key, rows: estimated, Extra })));
    return rows;
  } finally {
    await db.end();
  }
}

const buildExit = await run(nxBin, ['run', '@dugout/api:build', '--outputStyle=static']);
if (buildExit !== 0) process.exit(buildExit);
fs.mkdirSync(benchDir, { recursive: true });

const { databaseUrl } = await importDemo(1, 'dugout_bench_boards');
const { boardId, lastPostId } = await fillBoard(databaseUrl);
const plan = await printPlan(databaseUrl, boardId);

const list = '/api/league/board/gangseo/notice/list';
const routes = {
  'list, page 1': `${list}?page=1&pageSize=15`,
  'list, page 500': `${list}?page=500&pageSize=15`,
  'list, title search': `${list}?page=1&pageSize=15&searchType=title&search=${encodeURIComponent('게시글 99')}`,
  'post view (counts a view)': `/api/league/board/gangseo/notice/view/${lastPostId}`,
};

const results = [];
for (const mode of MODES) {
  const { base, child } = await startApi(databaseUrl, mode.env);
  try {
    for (const [name, route] of Object.entries(routes)) {
      const measured = await load(`${base}${route}`);
      results.push({ mode: mode.label, name, route, ...measured });
      console.log(`[bench] ${mode.label} ${name}: ${measured.reqPerSec.toFixed(0)} req/s (p50 ${measured.p50} ms, p99 ${measured.p99} ms)`);
    }
  } finally {
    child.kill('SIGTERM');
  }
}

const table = [
  `| route (${POSTS.toLocaleString('en')} posts, ${(POSTS * COMMENTS_PER_POST).toLocaleString('en')} comments) | read cache | req/s | p50 ms | p99 ms |`,
  '| --- | --- | --- | --- | --- |',
  ...results.map((row) => `| ${row.name} | ${row.mode} | ${row.reqPerSec.toFixed(0)} | ${row.p50} | ${row.p99} |`),
].join('\n');
fs.writeFileSync(path.join(benchDir, 'boards.json'), JSON.stringify({ plan, results }, null, 2));
fs.writeFileSync(path.join(benchDir, 'boards.md'), `${table}\n`);
console.log(`\n${table}\n`);
const postPlan = plan.find((row) => row.table === 'p');
const indexed = postPlan?.key === 'IDX_post_board_notice_id' && !/filesort/i.test(postPlan?.Extra ?? '');
console.log(indexed ? '목록 쿼리는 목록 인덱스를 순서대로 읽습니다 (filesort 없음).' : '목록 쿼리가 인덱스를 쓰지 않습니다: 위 계획을 확인해 주세요.');
process.exit(indexed ? 0 : 1);
