import type { GameRecordBody } from '@dugout/contracts';
import type { Random } from './random-game-record';

/** Splits `total` into `parts` non-negative random integers. */
function split(random: Random, total: number, parts: number): number[] {
  const out = Array.from({ length: parts }, () => 0);
  for (let i = 0; i < total; i += 1) out[random.int(0, parts - 1)] += 1;
  return out;
}

/**
 * A random box score that passes checkBoxScore: nine full innings each, batters with random
 * counts, the opposing pitchers allowing exactly the side's H, BB, HBP, SO and R, 27 outs each,
 * W, L and maybe S when a side won.
 */
export function consistentRecord(random: Random, rosters: Record<'visit' | 'home', number[]>): GameRecordBody {
  const sides = ['visit', 'home'] as const;
  const lineScore = { visit: [] as number[], home: [] as number[] };
  const batting: GameRecordBody['batting'] = [];
  const pitching: GameRecordBody['pitching'] = [];
  const totals = {} as Record<'visit' | 'home', { runs: number; hits: number; errors: number; walks: number }>;
  const batted = {} as Record<'visit' | 'home', { h: number; bb: number; hbp: number; so: number; r: number }>;
  for (const side of sides) {
    lineScore[side] = Array.from({ length: 9 }, () => (random.next() < 0.7 ? 0 : random.int(1, 3)));
    const runs = lineScore[side].reduce((a, b) => a + b, 0);
    const players = random.shuffle(rosters[side]).slice(0, random.int(9, 11));
    const rs = split(random, runs, players.length);
    const sum = { h: 0, bb: 0, hbp: 0, so: 0, r: runs };
    players.forEach((playerId, i) => {
      const h = random.int(0, 2);
      const so = random.int(0, 1);
      const ab = h + so + random.int(1, 2);
      const bb = random.int(0, 1);
      const hbp = random.next() < 0.1 ? 1 : 0;
      const sf = random.next() < 0.1 ? 1 : 0;
      const b2 = h > 0 && random.next() < 0.3 ? 1 : 0;
      sum.h += h; sum.bb += bb; sum.hbp += hbp; sum.so += so;
      batting.push({
        playerId, side, batNum: i < 9 ? i + 1 : i - 8, subOrder: i < 9 ? 0 : 1, position: null,
        pa: ab + bb + hbp + sf, ab, r: rs[i] as number, h, b2, b3: 0, hr: 0, rbi: random.int(0, rs[i] as number), bb, ibb: 0, hbp, so,
        sb: random.int(0, 1), cs: 0, sh: 0, sf, gidp: 0,
      });
    });
    totals[side] = { runs, hits: sum.h, errors: random.int(0, 2), walks: sum.bb + sum.hbp };
    batted[side] = sum;
  }
  const winner = totals.visit.runs === totals.home.runs ? null : totals.visit.runs > totals.home.runs ? 'visit' : 'home';
  for (const side of sides) {
    const against = batted[side === 'visit' ? 'home' : 'visit'];
    const arms = random.int(1, 3);
    const ids = random.shuffle(rosters[side]).slice(0, arms);
    const outs = arms === 1 ? [27] : arms === 2 ? [18, 9] : [15, 9, 3];
    const [h, bb, hbp, so, r] = [against.h, against.bb, against.hbp, against.so, against.r].map((total) => split(random, total, arms));
    ids.forEach((playerId, i) => {
      const runs = (r as number[])[i] as number;
      const allowed = { h: (h as number[])[i] as number, bb: (bb as number[])[i] as number, hbp: (hbp as number[])[i] as number };
      pitching.push({
        playerId, side, order: i + 1, starter: i === 0, decision: null,
        outs: outs[i] as number, bf: allowed.h + allowed.bb + allowed.hbp + (outs[i] as number), pitches: random.int(10, 100),
        ...allowed, hr: 0, r: runs, er: random.int(0, runs), so: (so as number[])[i] as number, wp: 0, bk: 0,
      });
    });
  }
  if (winner) {
    const loser = winner === 'visit' ? 'home' : 'visit';
    const winners = pitching.filter((line) => line.side === winner);
    random.pick(winners).decision = 'w';
    random.pick(pitching.filter((line) => line.side === loser)).decision = 'l';
    const relievers = winners.filter((line) => !line.starter && line.decision === null);
    if (relievers.length > 0 && random.next() < 0.5) random.pick(relievers).decision = 's';
  }
  return { winType: '1', winnerSide: winner, lineScore, visit: totals.visit, home: totals.home, batting, pitching };
}

