import {
  type GameRecordBody,
  type GameSide,
  OPTIONAL_BATTING_COUNTS,
  OPTIONAL_PITCHING_COUNTS,
  type OptionalBattingCount,
  type PitcherResult,
  type WinType,
  winTypes,
} from '@dugout/contracts';
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

export type Rosters = Record<GameSide, readonly number[]>;

export interface RandomRecordOptions {
  /** The win type of a loose record; any of them when not told. */
  winType?: WinType;
  /** A box score that also passes the entry's checkBoxScore (winType '1'), instead of one that passes only the checks of a record written with its context. */
  consistent?: boolean;
  /**
   * With consistent: also holds now and then, and in about one line in twenty an optional count not
   * recorded (null), as in a loose record; checkBoxScore may then refuse it, the line sums still agree.
   */
  holdsAndGaps?: boolean;
}

/**
 * The one random box-score maker of the tests, replayable from its seed.
 * Loose (the default): passes checkBoxScore with a written record's context (GameRecordService) for a
 * game between two rosters: any win type, a
 * line score that adds up, players from the right side, decisions where the rules allow them.
 * `consistent: true`: also passes checkBoxScore as the entry runs it: nine full innings each, the opposing pitchers
 * allowing exactly the side's H, BB, HBP, SO and R, 27 outs each, W, L and maybe S when a side won.
 */
export function randomGameRecord(random: Random, rosters: Rosters, options: RandomRecordOptions & { consistent: true }): GameRecordBody;
export function randomGameRecord(random: Random, rosters: Rosters, options?: RandomRecordOptions): GameRecordInput;
export function randomGameRecord(random: Random, rosters: Rosters, options: RandomRecordOptions = {}): GameRecordInput | GameRecordBody {
  if (!options.consistent) return looseGameRecord(random, rosters, options.winType ?? random.pick(winTypes.codes));
  const record = consistentGameRecord(random, rosters);
  if (!options.holdsAndGaps) return record;
  addHolds(random, record.pitching);
  return {
    ...record,
    batting: record.batting.map((line) => notRecordingSome(random, line, OPTIONAL_BATTING_COUNTS)),
    pitching: record.pitching.map((line) => notRecordingSome(random, line, OPTIONAL_PITCHING_COUNTS)),
  };
}

/** The first innings of a game still on (the home half of the last one maybe still to come), with totals and no result. */
export function partialScoreboard(random: Random): Omit<GameRecordBody, 'batting' | 'pitching'> {
  const innings = random.int(1, 8);
  const visit = Array.from({ length: innings }, () => (random.next() < 0.6 ? 0 : random.int(1, 3)));
  const home = Array.from({ length: random.next() < 0.5 ? innings : innings - 1 }, () => (random.next() < 0.6 ? 0 : random.int(1, 3)));
  const totals = (runs: number[]) => ({ runs: runs.reduce((a, b) => a + b, 0), hits: random.int(0, 9), errors: random.int(0, 2), walks: random.int(0, 4) });
  return { winType: null, winnerSide: null, lineScore: { visit, home }, visit: totals(visit), home: totals(home) };
}

/** W and L to a pitcher of each side, and maybe S to one of the winners `maySave` allows. */
function decide<T extends { side: GameSide; decision: string | null }>(random: Random, pitching: T[], winnerSide: GameSide, maySave: (line: T) => boolean): void {
  const loser: GameSide = winnerSide === 'visit' ? 'home' : 'visit';
  const winners = pitching.filter((line) => line.side === winnerSide);
  random.pick(winners).decision = 'w';
  random.pick(pitching.filter((line) => line.side === loser)).decision = 'l';
  const others = winners.filter((line) => line.decision === null && maySave(line));
  if (others.length > 0 && random.next() < 0.5) random.pick(others).decision = 's';
}

function looseGameRecord(random: Random, rosters: Rosters, winType: WinType): GameRecordInput {
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
  if (PITCHER_DECIDED.has(winType) && winnerSide !== null) decide(random, pitching, winnerSide, () => true);
  addHolds(random, pitching);

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

/** A hold to about one pitcher in ten without a decision. */
function addHolds(random: Random, pitching: { decision: PitcherResult | null }[]): void {
  for (const line of pitching) if (line.decision === null && random.next() < 0.1) line.decision = 'h';
}

/** About one line in twenty comes from a scoresheet that did not record one of the optional counts (null). */
function notRecordingSome<T extends object>(random: Random, line: T, optional: readonly string[]): T {
  return random.next() < 0.05 ? { ...line, [random.pick(optional)]: null } : line;
}

/** Splits `total` into `parts` non-negative random integers. */
function split(random: Random, total: number, parts: number): number[] {
  const out = Array.from({ length: parts }, () => 0);
  for (let i = 0; i < total; i += 1) out[random.int(0, parts - 1)] += 1;
  return out;
}

function consistentGameRecord(random: Random, rosters: Rosters): GameRecordBody {
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
  if (winner) decide(random, pitching, winner, (line) => !line.starter);
  return { winType: '1', winnerSide: winner, lineScore, visit: totals.visit, home: totals.home, batting, pitching };
}

