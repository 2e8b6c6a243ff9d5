// Replays real games from scratch and prints the time per replay.
// Run after building the lib: `npm run build -w @dugout/play-by-play && node libs/play-by-play/bench/replay.bench.mjs`
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { applyEvent, parseEventFile, replayGame, writeGame } = require(join(here, '../dist/index.js'));

const RUNS = 500;
const LIMIT_MS = 5;
const text = readFileSync(join(here, '../test-data/retrosheet/2023WS.EVE'), 'utf8');
const games = parseEventFile(text);

function time(fn) {
  for (let i = 0; i < 50; i++) fn();
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)], p95: samples[Math.floor(RUNS * 0.95)], max: samples[RUNS - 1] };
}

let worst = 0;
console.log(`replayGame from scratch, ${RUNS} runs each (ms)`);
for (const game of games) {
  const replay = time(() => replayGame(game.setup, game.events, game.rules));
  worst = Math.max(worst, replay.median);
  console.log(
    `${game.setup.gameId}  ${String(game.events.length).padStart(4)} events  median ${replay.median.toFixed(3)}  p95 ${replay.p95.toFixed(3)}  max ${replay.max.toFixed(3)}`,
  );
}
const longest = games.reduce((a, b) => (b.events.length > a.events.length ? b : a));
const before = replayGame(longest.setup, longest.events.slice(0, -1), longest.rules).state;
const append = time(() => applyEvent(before, longest.events[longest.events.length - 1]));
console.log(`applyEvent (one event appended to ${longest.events.length - 1}, copying the state): median ${append.median.toFixed(3)} ms`);
const file = time(() => parseEventFile(text));
const write = time(() => games.map(writeGame));
console.log(`parseEventFile (5 games, ${text.length} chars): median ${file.median.toFixed(3)} ms; writeGame x5: median ${write.median.toFixed(3)} ms`);
// The limit applies to the median; p95 and max include garbage-collection pauses of a shared machine.
console.log(worst < LIMIT_MS ? `OK: every replay's median under ${LIMIT_MS} ms (slowest ${worst.toFixed(3)} ms)` : `SLOW: a replay's median is ${worst.toFixed(3)} ms (limit ${LIMIT_MS} ms)`);
process.exitCode = worst < LIMIT_MS ? 0 : 1;
