// `npm run bench:reads-during-logins`: the league home's throughput on MySQL at demo scale 1, alone
// and while members log in on other connections (every login writes a refresh token). Issue 9: a
// token write must not empty the league's cached answers, so the second figure stays near the first.
import autocannon from 'autocannon';
import { demoLeague, importDemo, registerBenchMember, startApi } from './bench-support.mjs';
import { nxBin, run } from './run.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const READ_CONNECTIONS = 10;
const LOGIN_CONNECTIONS = 10;

function summary(result) {
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

const buildExit = await run(nxBin, ['run', '@dugout/api:build', '--outputStyle=static']);
if (buildExit !== 0) process.exit(buildExit);

const { databaseUrl } = await importDemo(1, 'dugout_bench_logins');
const { base, child } = await startApi(databaseUrl);
try {
  const { homeRoute } = await demoLeague(base);
  const home = `${base}${homeRoute}`;
  const login = await registerBenchMember(base);

  await autocannon({ url: home, connections: READ_CONNECTIONS, duration: 2 }); // warm-up
  const alone = summary(await autocannon({ url: home, connections: READ_CONNECTIONS, duration: DURATION_SECONDS }));
  const [during, logins] = await Promise.all([
    autocannon({ url: home, connections: READ_CONNECTIONS, duration: DURATION_SECONDS }),
    autocannon({
      ...login,
      connections: LOGIN_CONNECTIONS,
      duration: DURATION_SECONDS,
    }),
  ]);
  const duringLogins = summary(during);
  const loginSummary = summary(logins);

  const lines = [
    '| league home | req/s | p50 ms | p99 ms |',
    '| --- | --- | --- | --- |',
    `| alone | ${alone.reqPerSec.toFixed(0)} | ${alone.p50} | ${alone.p99} |`,
    `| while ${LOGIN_CONNECTIONS} connections log in (${loginSummary.reqPerSec.toFixed(0)} logins/s, ${loginSummary.non2xx} non-2xx) | ${duringLogins.reqPerSec.toFixed(0)} | ${duringLogins.p50} | ${duringLogins.p99} |`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
  console.log(`로그인 중 리그 홈 처리량: 단독의 ${((100 * duringLogins.reqPerSec) / alone.reqPerSec).toFixed(0)}%`);
} finally {
  child.kill('SIGTERM');
}
