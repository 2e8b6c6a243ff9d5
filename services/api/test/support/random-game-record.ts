import { type GameSide, OPTIONAL_BATTING_COUNTS, OPTIONAL_PITCHING_COUNTS, type OptionalBattingCount, type PitcherResult, type WinType, winTypes } from '@dugout/contracts';
import type { BattingLineInput, GameRecordInput, PitchingLineInput } from '../../src/repositories/games/game-record.types';

/** mulberry32: a small seeded generator, so a failing sequence can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}
export type Random = ReturnType<typeof seededRandom>;

const FIELD = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'P', 'DH', 'PH', 'PR'];
const PITCHER_DECIDED = new Set<WinType>(['1', '2', '3', '4', 'A']);

type RecordedBattingLine = BattingLineInput & Record<OptionalBattingCount, number>;

function battingLine(random: Random, playerId: number, side: GameSide, batNum: number, subOrder: number): RecordedBattingLine {
  const line: RecordedBattingLine = {
    playerId, side, batNum, subOrder, position: random.pick(FIELD),
    pa: 0, ab: 0, r: 0, h: 0, b2: 0, b3: 0, hr: 0, rbi: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sb: 0, cs: 0, sh: 0, sf: 0, gidp: 0,
  };
  const appearances = random.int(0, 5);
  for (let i = 0; i < appearances; i += 1) {
    line.pa += 1;
    const roll = random.next();
    if (roll < 0.1) {
      line.bb += 1;
      if (random.next() < 0.2) line.ibb += 1;
    } else if (roll < 0.13) line.hbp += 1;
    else if (roll < 0.16) line.sf += 1;
    else if (roll < 0.18) line.sh += 1;
    else {
      line.ab += 1;
      const kind = random.next();
      if (kind < 0.2) line.so += 1;
      else if (kind < 0.5) {
        line.h += 1;
        const extra = random.next();
        if (extra < 0.15) line.b2 += 1;
        else if (extra < 0.18) line.b3 += 1;
        else if (extra < 0.26) line.hr += 1;
      } else if (kind < 0.55) line.gidp += 1;
    }
  }
  line.r = line.hr + random.int(0, 1);
  line.rbi = line.hr + random.int(0, 2);
  line.sb = random.int(0, 1);
  line.cs = random.int(0, 1) * random.int(0, 1);
  return line;
}

function pitchingLine(random: Random, playerId: number, side: GameSide, order: number): PitchingLineInput {
  const h = random.int(0, 8);
  const hr = random.int(0, Math.min(2, h));
  const bb = random.int(0, 4);
  const hbp = random.int(0, 1);
  const r = random.int(0, 6);
  return {
    playerId, side, order, starter: order === 1,
    outs: random.int(0, 18),
    bf: h + bb + hbp + random.int(0, 15),
    h, hr, r, er: random.int(0, r), bb, hbp,
    so: random.int(0, 8), wp: random.int(0, 2), bk: random.int(0, 1) * random.int(0, 1),
    pitches: random.next() < 0.2 ? null : random.int(10, 110),
    decision: null,
  };
}

/**
 * A random record that passes validateGameRecord for a game between two rosters: any win type,
 * a line score that adds up, players from the right side, decisions where the rules allow them.
 */
export function randomGameRecord(random: Random, rosters: Record<GameSide, readonly number[]>, winType: WinType = random.pick(winTypes.codes)): GameRecordInput {
  const innings = random.int(3, 9);
  const visitInnings = Array.from({ length: innings }, () => (random.next() < 0.6 ? 0 : random.int(1, 4)));
  const homeInnings: (number | null)[] = Array.from({ length: innings }, () => (random.next() < 0.6 ? 0 : random.int(1, 4)));
  const sum = (runs: readonly (number | null)[]) => runs.reduce<number>((total, value) => total + (value ?? 0), 0);
  let lineScore = { visit: visitInnings as (number | null)[], home: homeInnings };
  let visitRuns = sum(visitInnings);
  let homeRuns = sum(homeInnings);
  let winnerSide: GameSide | null = visitRuns === homeRuns ? null : visitRuns > homeRuns ? 'visit' : 'home';

  if (winType === '6' || winType === '7') {
    winnerSide = random.pick(['visit', 'home'] as const);
    [visitRuns, homeRuns] = winnerSide === 'visit' ? [7, 0] : [0, 7];
    lineScore = { visit: [], home: [] };
  } else if (winType === '8') {
    winnerSide = null;
    [visitRuns, homeRuns] = [0, 0];
    lineScore = { visit: [], home: [] };
  } else if (winType === '5') {
    winnerSide = null;
  } else if (winType === '9') {
    winnerSide = random.pick(['visit', 'home'] as const);
  } else if (winType === '4' && winnerSide === null) {
    winnerSide = random.pick(['visit', 'home'] as const);
  }

  const batting: RecordedBattingLine[] = [];
  const pitching: PitchingLineInput[] = [];
  for (const side of ['visit', 'home'] as const) {
    const players = random.shuffle(rosters[side]);
    const starters = Math.min(players.length - 2, 9);
    players.slice(0, starters).forEach((playerId, index) => batting.push(battingLine(random, playerId, side, index + 1, 0)));
    if (random.next() < 0.5) batting.push(battingLine(random, players[starters], side, random.int(1, starters), 1));
    const arms = random.int(1, 3);
    players.slice(players.length - arms).forEach((playerId, index) => pitching.push(pitchingLine(random, playerId, side, index + 1)));
  }
  if (PITCHER_DECIDED.has(winType) && winnerSide !== null) {
    const loser: GameSide = winnerSide === 'visit' ? 'home' : 'visit';
    const winners = pitching.filter((line) => line.side === winnerSide);
    const losers = pitching.filter((line) => line.side === loser);
    random.pick(winners).decision = 'w';
    random.pick(losers).decision = 'l';
    const others = winners.filter((line) => line.decision === null);
    if (others.length > 0 && random.next() < 0.5) random.pick(others).decision = 's' as PitcherResult;
  }
  for (const line of pitching) if (line.decision === null && random.next() < 0.1) line.decision = 'h';

  const hitsOf = (side: GameSide) => batting.filter((line) => line.side === side).reduce((total, line) => total + line.h, 0);
  const walksOf = (side: GameSide) => batting.filter((line) => line.side === side).reduce((total, line) => total + line.bb + line.hbp, 0);
  return {
    winType,
    winnerSide,
    lineScore,
    visit: { runs: visitRuns, hits: hitsOf('visit'), errors: random.int(0, 3), walks: walksOf('visit') },
    home: { runs: homeRuns, hits: hitsOf('home'), errors: random.int(0, 3), walks: walksOf('home') },
    batting: batting.map((line) => notRecordingSome(random, line, OPTIONAL_BATTING_COUNTS)),
    pitching: pitching.map((line) => notRecordingSome(random, line, OPTIONAL_PITCHING_COUNTS)),
  };
}

/** About one line in twenty comes from a scoresheet that did not record one of the optional counts (null). */
function notRecordingSome<T extends object>(random: Random, line: T, optional: readonly string[]): T {
  return random.next() < 0.05 ? { ...line, [random.pick(optional)]: null } : line;
}
