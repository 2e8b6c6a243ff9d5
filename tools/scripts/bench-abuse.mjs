// `npm run bench:abuse`: one bad client on loopback (issue 26 §4). A comment flood from one member
// (BENCH_CONNECTIONS connections for BENCH_DURATION s) and a stream flood from one address
// (BENCH_STREAMS live-score streams opened at once and held), against the built API on MySQL with
// the shipped limits. Reports what was accepted, what was refused, and how many comments were written.
import http from 'node:http';
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';
import { getData, importDemo, registerBenchMember, startApi } from './bench-support.mjs';
import { nxBin, run } from './run.mjs';

const DURATION_SECONDS = Math.min(Number(process.env.BENCH_DURATION ?? 10), 60);
const CONNECTIONS = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 50), 200);
const STREAMS = Math.min(Number(process.env.BENCH_STREAMS ?? 500), 2000);

/** Lets members write and comment on gangseo's notice board, and returns its label's path. */
async function openBoard(databaseUrl) {
  const db = await createConnection({ uri: databaseUrl });
  try {
    await db.query(
      `UPDATE board b JOIN league_main m ON m.main_id = b.main_id SET b.role_write = 4, b.role_comment = 4, b.use_comment = 1
        WHERE m.league_path = 'gangseo' AND b.board_label = 'notice'`,
    );
  } finally {
    await db.end();
  }
}

async function countComments(databaseUrl, postId) {
  const db = await createConnection({ uri: databaseUrl });
  try {
    const [[row]] = await db.query('SELECT COUNT(*) AS n FROM post_comment WHERE post_id = ?', [postId]);
    return Number(row.n);
  } finally {
    await db.end();
  }
}

async function commentFlood(base, databaseUrl) {
  const login = await registerBenchMember(base);
  const { access_token: token } = await getData(login.url, { method: login.method, headers: login.headers, body: login.body });
  const form = new FormData();
  form.set('title', '벤치 도배 대상 글');
  form.set('content', '<p>본문</p>');
  const { postId } = await getData(`${base}/api/league/board/gangseo/notice`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const result = await autocannon({
    url: `${base}/api/league/board/gangseo/notice/comment/${postId}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ content: '도배 댓글' }),
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    timeout: 10,
  });
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count]));
  return { requests: result.requests.total, reqPerSec: result.requests.average, p99: result.latency.p99, byStatus, written: await countComments(databaseUrl, postId) };
}

/** Opens a stream; resolves with its status once the head arrives (an accepted stream stays open). */
function openStream(base) {
  return new Promise((resolve) => {
    const request = http.get(`${base}/api/live/scores`, { agent: false }, (response) => {
      response.resume();
      resolve({ status: response.statusCode, retryAfter: response.headers['retry-after'], close: () => request.destroy() });
    });
    request.on('error', (error) => resolve({ status: `error ${error.code ?? error.message}`, close: () => request.destroy() }));
    request.setTimeout(10_000, () => request.destroy());
  });
}

async function streamFlood(base) {
  const started = Date.now();
  const streams = await Promise.all(Array.from({ length: STREAMS }, () => openStream(base)));
  const seconds = (Date.now() - started) / 1000;
  const byStatus = {};
  for (const stream of streams) byStatus[stream.status] = (byStatus[stream.status] ?? 0) + 1;
  const retryAfter = streams.find((stream) => stream.status === 429)?.retryAfter ?? '-';
  for (const stream of streams) stream.close();
  // After the flood, a new client from the same address is served again once the held streams close.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = await openStream(base);
  after.close();
  return { opened: STREAMS, seconds, byStatus, retryAfter, afterClose: after.status };
}

const buildExit = await run(nxBin, ['run', '@dugout/api:build', '--outputStyle=static']);
if (buildExit !== 0) process.exit(buildExit);

const { databaseUrl } = await importDemo(1, 'dugout_bench_abuse');
await openBoard(databaseUrl);
const { base, child } = await startApi(databaseUrl);
try {
  const comments = await commentFlood(base, databaseUrl);
  console.log(`[bench] comment flood: ${JSON.stringify(comments)}`);
  const streams = await streamFlood(base);
  console.log(`[bench] stream flood: ${JSON.stringify(streams)}`);
  const statuses = (byStatus) => Object.entries(byStatus).map(([status, count]) => `${status}: ${count}`).join(', ');
  console.log(
    [
      '',
      '| flood from one client | sent | answers by status | written / held |',
      '| --- | --- | --- | --- |',
      `| comments, one member, ${CONNECTIONS} connections × ${DURATION_SECONDS} s | ${comments.requests} (${comments.reqPerSec.toFixed(0)}/s, p99 ${comments.p99} ms) | ${statuses(comments.byStatus)} | ${comments.written} comments |`,
      `| live streams, one address, ${STREAMS} at once | ${streams.opened} | ${statuses(streams.byStatus)} (Retry-After ${streams.retryAfter} s) | ${streams.byStatus[200] ?? 0} held; after closing: ${streams.afterClose} |`,
    ].join('\n'),
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
