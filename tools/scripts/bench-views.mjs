// `npm run bench:views`: the league home's ranking read on MySQL at demo scale 1, alone and beside a
// flood of anonymous post views (issue 26, section 4). Views are counted in memory and written in
// batches, one per visitor a day, so the flood must not drag the ranking read down, and the stored
// count must come out as the number of distinct visitors. Loopback only, bounded in time.
// MySQL: DATABASE_URL's server if set, else 127.0.0.1:3306 as root with an empty password.
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';
import { demoLeague, importDemo, startApi } from './bench-support.mjs';
import { nxBin, run } from './run.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const READ_CONNECTIONS = 10;
const VIEW_CONNECTIONS = 50;
/** The flood comes from this many addresses (X-Forwarded-For, the API trusting the loopback proxy). */
const VISITORS = 500;

function summary(result) {
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, total: result.requests.total };
}

async function addPost(databaseUrl) {
  const db = await createConnection({ uri: databaseUrl });
  try {
    const [[board]] = await db.query(
      "SELECT b.board_id FROM board b JOIN league_main m ON m.main_id = b.main_id WHERE m.league_path = 'gangseo' AND b.board_label = 'notice'",
    );
    await db.query(
      "INSERT INTO user (email, username, password_hash, phone, birthday, gender) VALUES ('bench-viewer@example.com', '김조회', 'x', '010-0000-0000', '19900101', 'M')",
    );
    const [[user]] = await db.query("SELECT user_id FROM user WHERE email = 'bench-viewer@example.com'");
    await db.query("INSERT INTO post (board_id, user_id, title, content_html, preview_text, is_notice) VALUES (?, ?, '조회 벤치', '<p>조회 벤치 글</p>', '조회 벤치 글', 0)", [
      board.board_id,
      user.user_id,
    ]);
    const [[post]] = await db.query('SELECT MAX(post_id) AS post_id FROM post WHERE board_id = ?', [board.board_id]);
    return post.post_id;
  } finally {
    await db.end();
  }
}

async function storedViews(databaseUrl, postId) {
  const db = await createConnection({ uri: databaseUrl });
  try {
    const [[row]] = await db.query('SELECT view_count FROM post WHERE post_id = ?', [postId]);
    return Number(row.view_count);
  } finally {
    await db.end();
  }
}

const buildExit = await run(nxBin, ['run', '@dugout/api:build', '--outputStyle=static']);
if (buildExit !== 0) process.exit(buildExit);

const { databaseUrl } = await importDemo(1, 'dugout_bench_views');
const postId = await addPost(databaseUrl);
const { base, child } = await startApi(databaseUrl, { TRUST_PROXY: 'loopback' });
let stopped = false;
try {
  const { homeRoute } = await demoLeague(base);
  const home = `${base}${homeRoute}`;
  const view = `${base}/api/league/board/gangseo/notice/view/${postId}`;
  let sent = 0;
  const flood = (duration) =>
    autocannon({
      url: view,
      connections: VIEW_CONNECTIONS,
      duration,
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': `10.9.${Math.floor((sent % VISITORS) / 250)}.${(sent++ % 250) + 1}` } }) }],
    });

  await autocannon({ url: home, connections: READ_CONNECTIONS, duration: 2 }); // warm-up
  const alone = summary(await autocannon({ url: home, connections: READ_CONNECTIONS, duration: DURATION_SECONDS }));
  const [during, views] = await Promise.all([autocannon({ url: home, connections: READ_CONNECTIONS, duration: DURATION_SECONDS }), flood(DURATION_SECONDS)]);
  const beside = summary(during);
  const viewSummary = summary(views);

  // The API writes the counted views on shutdown.
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  stopped = true;
  const stored = await storedViews(databaseUrl, postId);

  const lines = [
    '| league home ranking | req/s | p50 ms | p99 ms |',
    '| --- | --- | --- | --- |',
    `| alone | ${alone.reqPerSec.toFixed(0)} | ${alone.p50} | ${alone.p99} |`,
    `| beside ${VIEW_CONNECTIONS} connections viewing one post (${viewSummary.reqPerSec.toFixed(0)} views/s, ${viewSummary.non2xx} non-2xx) | ${beside.reqPerSec.toFixed(0)} | ${beside.p50} | ${beside.p99} |`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
  console.log(`조회 폭주 중 리그 홈 처리량: 단독의 ${((100 * beside.reqPerSec) / alone.reqPerSec).toFixed(0)}%`);
  console.log(`조회 요청 ${viewSummary.total}건 (주소 ${VISITORS}개) → 저장된 조회수 ${stored} (주소마다 하루 한 번)`);
} finally {
  if (!stopped) child.kill('SIGTERM');
}
