// `node tools/scripts/bench-compare.mjs <other API dist folder> [label]`: the uncached public reads of
// this build and another (an older commit's services/api/dist) on one imported demo, measured in
// turns (this, other, this, other…) so that the machine's load falls on both alike. It answers
// "did a change make a route slower?", which two separate `npm run bench` runs on a busy machine cannot.
import path from 'node:path';
import autocannon from 'autocannon';
import { apiDist, demoLeague, getData, importDemo, startApi } from './bench-support.mjs';

const [otherDist, otherLabel = 'other'] = process.argv.slice(2);
if (!otherDist) {
  console.error('사용법: node tools/scripts/bench-compare.mjs <비교할 API dist 폴더> [이름]');
  process.exit(2);
}
const thisDist = process.env.BENCH_THIS_DIST ?? apiDist;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const { databaseUrl } = await importDemo(1, 'dugout_bench_compare');
const builds = [
  { label: 'this', dist: thisDist },
  { label: otherLabel, dist: path.resolve(otherDist) },
];
for (const build of builds) Object.assign(build, await startApi(databaseUrl, { READ_CACHE_TTL_MS: '0' }, build.dist));
try {
  const { seasonId, leagueId, homeRoute } = await demoLeague(builds[0].base);
  const [lastGame] = await getData(`${builds[0].base}/api/league/league/${leagueId}/gameMain/1`);
  const routes = {
    'league home': homeRoute,
    standings: `/api/game/rank/team/${seasonId}/${leagueId}`,
    'batter ranking': `/api/game/rank/batter/${seasonId}/${leagueId}`,
    'game detail': `/api/game/${lastGame.gameId}/detail`,
  };
  const samples = new Map(builds.map((build) => [build.label, new Map(Object.keys(routes).map((name) => [name, []]))]));
  for (const build of builds) for (const route of Object.values(routes)) await autocannon({ url: `${build.base}${route}`, connections: CONNECTIONS, duration: 2 });
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, route] of Object.entries(routes)) {
      for (const build of round % 2 ? builds : [...builds].reverse()) samples.get(build.label).get(name).push(await load(`${build.base}${route}`));
    }
    console.log(`[compare] round ${round}/${ROUNDS} done`);
  }
  // Each turn's ratio pairs two neighbouring measurements; their median is the figure, their spread its noise.
  console.log(`\n| route (read cache off) | this req/s | ${otherLabel} req/s | this / ${otherLabel} (median of turns) | lowest - highest turn |\n| --- | --- | --- | --- | --- |`);
  for (const name of Object.keys(routes)) {
    const mine = samples.get('this').get(name);
    const theirs = samples.get(otherLabel).get(name);
    const ratios = mine.map((value, turn) => value / theirs[turn]);
    console.log(
      `| ${name} | ${median(mine).toFixed(0)} | ${median(theirs).toFixed(0)} | ${median(ratios).toFixed(2)} | ` +
        `${Math.min(...ratios).toFixed(2)} - ${Math.max(...ratios).toFixed(2)} |`,
    );
  }
} finally {
  for (const build of builds) build.child.kill('SIGTERM');
}
