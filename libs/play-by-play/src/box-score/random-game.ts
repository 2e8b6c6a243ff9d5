import type {
  BaseTo,
  FieldPosition,
  GameEvent,
  GameSetup,
  LeagueRules,
  LineupEntry,
  LineupPosition,
  PitchType,
  PlateAppearanceEvent,
  RunnerMove,
  Side,
} from '../model/game-event.types';
import type { GameState } from '../engine/game-state.types';
import { createGameState, step } from '../engine/replay.engine';

export interface RandomGame {
  seed: number;
  setup: GameSetup;
  rules: LeagueRules;
  events: GameEvent[];
}

/** mulberry32: a small deterministic generator, the same numbers for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A refused event: the generator chose a move the engine calls illegal (a generator or engine bug). */
export class RandomGameError extends Error {
  constructor(
    readonly seed: number,
    readonly index: number,
    readonly event: GameEvent,
    cause: unknown,
  ) {
    super(`시드 ${seed}, ${index + 1}번째 기록 ${JSON.stringify(event)}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RandomGameError';
  }
}

const MAX_EVENTS = 4000;
const BENCH_SIZE = 30;

/**
 * A whole game played at random from `seed`, choosing at each state only among legal events: pitches,
 * walks and strikeouts, hits with runner advances, outs in the air and on the ground, double plays,
 * force outs, errors, sacrifices, steals, wild pitches and passed balls, pickoffs, balks, pinch
 * hitters and runners, pitching changes; league rules varied (7 or 9 innings, DH, mercy, tiebreaker).
 * A few games are called or suspended.
 */
export function randomGame(seed: number): RandomGame {
  return new Generator(seed).play();
}

class Generator {
  private readonly random: () => number;
  private readonly rules: LeagueRules;
  private readonly setup: GameSetup;
  private readonly state: GameState;
  private readonly events: GameEvent[] = [];
  private readonly bench: [number, number] = [0, 0];
  /** Each side's pitcher: how many batters faced (his line's bf) before he is relieved. */
  private readonly stamina: [number, number] = [0, 0];
  /** Plate appearances of the other side when each side's pitcher came in: OBR 5.10(g), he faces one batter first. */
  private readonly pitcherEnteredAt: [number, number] = [0, 0];

  constructor(private readonly seed: number) {
    this.random = seededRandom(seed);
    const innings = this.chance(0.5) ? 7 : 9;
    this.rules = {
      innings,
      designatedHitter: this.chance(0.5),
      reentry: this.chance(0.3),
      ...(this.chance(0.5) ? { mercy: [{ runs: 15, afterInning: 3 }, { runs: this.chance(0.5) ? 10 : 7, afterInning: innings === 7 ? 5 : 7 }] } : {}),
      ...(this.chance(0.5) ? { tiebreaker: { fromInning: innings + (this.chance(0.8) ? 1 : 0), bases: this.chance(0.5) ? [1, 2] : [2] } } : {}),
    } as LeagueRules;
    this.setup = { gameId: `RANDOM-${seed}`, visitor: 'VIS', home: 'HOM', lineups: [this.lineup('v'), this.lineup('h')] };
    this.state = createGameState(this.setup, this.rules);
    this.stamina = [this.int(15) + 18, this.int(15) + 18];
  }

  play(): RandomGame {
    while (!this.state.over && this.events.length < MAX_EVENTS) {
      const { inning, half } = this.state;
      if (inning >= this.rules.innings + 6 && half === 0 && this.state.outs === 0) {
        this.emit({ kind: 'note', type: 'called', text: '일몰 콜드' });
        break;
      }
      if (inning >= 5 && this.chance(0.002)) {
        this.emit({ kind: 'note', type: this.chance(0.7) ? 'called' : 'suspended', text: '우천' });
        break;
      }
      this.fillDefense((1 - half) as Side);
      this.offenseSubstitutions();
      if (this.state.over) break;
      this.maybeChangePitcher(false);
      this.plateAppearance();
    }
    return { seed: this.seed, setup: this.setup, rules: this.rules, events: this.events };
  }

  // --- randomness

  private chance(p: number): boolean {
    return this.random() < p;
  }

  private int(n: number): number {
    return Math.floor(this.random() * n);
  }

  private pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  private shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }

  // --- setup and substitutions

  private lineup(prefix: string): LineupEntry[] {
    const dh = this.rules.designatedHitter;
    const positions = this.shuffle<LineupPosition>(dh ? [2, 3, 4, 5, 6, 7, 8, 9, 10] : [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const entries: LineupEntry[] = positions.map((position, i) => ({ playerId: `${prefix}${i + 1}`, slot: i + 1, position }));
    if (dh) entries.push({ playerId: `${prefix}P`, slot: 0, position: 1 });
    return entries;
  }

  private benchPlayer(side: Side): string | null {
    if (this.bench[side] >= BENCH_SIZE) return null;
    return `${side === 0 ? 'v' : 'h'}B${++this.bench[side]}`;
  }

  /** Before a side takes the field: the pinch hitters and runners who replaced fielders stay in the game or make way. */
  private fillDefense(side: Side): void {
    const team = this.state.teams[side];
    const needed: LineupPosition[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    if (team.dh) needed.push(10);
    for (const position of needed) {
      if (team.positions[position]) continue;
      const positioned = new Set(team.positions.filter(Boolean));
      const slot = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((s) => !positioned.has(team.slots[s]));
      if (slot === undefined) throw new Error(`시드 ${this.seed}: ${position}번 수비 위치를 채울 타순이 없습니다.`);
      const stays = position !== 1 && this.chance(0.6);
      const starter = `${side === 0 ? 'v' : 'h'}${slot}`;
      // League re-entry: the slot's starter may come back once, to his own slot.
      const reenters = this.rules.reentry && team.appeared[starter] === 'out' && !team.reentered.includes(starter) && this.chance(0.5);
      const playerId = stays ? team.slots[slot] : reenters ? starter : this.benchPlayer(side);
      if (!playerId) throw new Error(`시드 ${this.seed}: 후보 선수가 없습니다.`);
      this.emit({ kind: 'substitution', side, playerId, slot, position });
      if (position === 1) this.pitcherEntered(side, playerId);
    }
  }

  private offenseSubstitutions(): void {
    const side = this.state.half;
    const team = this.state.teams[side];
    if (this.state.inning >= 4 && this.chance(0.05)) {
      const playerId = this.benchPlayer(side);
      if (playerId) this.emit({ kind: 'substitution', side, playerId, slot: team.nextSlot, position: 'PH' });
    }
    const runners = [1, 2, 3].filter((b) => this.state.bases[b]);
    if (runners.length > 0 && this.chance(0.04)) {
      const runner = this.state.bases[this.pick(runners)];
      const slot = team.slots.findIndex((id, s) => s >= 1 && id === runner?.playerId);
      const playerId = slot >= 1 ? this.benchPlayer(side) : null;
      if (playerId) this.emit({ kind: 'substitution', side, playerId, slot, position: 'PR' });
    }
  }

  private maybeChangePitcher(midCount: boolean): void {
    const side = (1 - this.state.half) as Side;
    const team = this.state.teams[side];
    const line = this.state.pitching[team.pitcherId];
    if (this.state.totals[1 - side].pa <= this.pitcherEnteredAt[side]) return;
    if (midCount ? !this.chance(0.01) : line.bf < this.stamina[side] && !this.chance(0.01)) return;
    const slot = team.dh ? 0 : team.slots.findIndex((id, s) => s >= 1 && id === team.pitcherId);
    if (slot < 0) return;
    const playerId = this.benchPlayer(side);
    if (!playerId) return;
    this.emit({ kind: 'substitution', side, playerId, slot, position: 1 });
    this.pitcherEntered(side, playerId);
  }

  private pitcherEntered(side: Side, playerId: string): void {
    this.pitcherEnteredAt[side] = this.state.totals[1 - side].pa;
    this.stamina[side] = this.state.pitching[playerId].bf + this.int(10) + 4;
  }

  // --- the plate appearance

  private plateAppearance(): void {
    const { inning, half } = this.state;
    const halfChanged = () => this.state.over || this.state.inning !== inning || this.state.half !== half;
    if (!this.state.bases[1] && this.state.bases[2] && this.chance(0.1)) {
      for (let i = 0; i < 4; i++) this.emit({ kind: 'pitch', pitch: 'intentionalBall' });
      this.emit(this.pa('intentionalWalk', []));
      return;
    }
    for (;;) {
      this.betweenPitches();
      if (halfChanged()) return;
      if (this.state.balls + this.state.strikes > 0) this.maybeChangePitcher(true);
      const r = this.random();
      const pitch: PitchType =
        r < 0.34
          ? 'ball'
          : r < 0.47
            ? 'calledStrike'
            : r < 0.54
              ? 'swingingStrike'
              : r < 0.56
                ? this.pick<PitchType>(['foulTip', 'foulBunt', 'missedBunt'])
                : r < 0.72
                  ? 'foul'
                  : r < 0.725
                    ? 'hitByPitch'
                    : 'inPlay';
      this.emit({ kind: 'pitch', pitch });
      if (pitch === 'hitByPitch') return this.emit(this.pa('hitByPitch', []));
      // A foul fly dropped: an error, the plate appearance goes on (FLE5).
      if (pitch === 'foul' && this.chance(0.02)) this.emit({ kind: 'runner', play: { type: 'errorOnFoul', error: this.pick<FieldPosition>([2, 3, 5, 7, 9]) }, moves: [] });
      if (pitch === 'inPlay') return this.ballInPlay();
      if (pitch === 'ball') {
        if (this.state.balls >= 4) return this.emit(this.pa('walk', []));
        this.wildPitchOrPassedBall();
        if (halfChanged()) return;
      } else if (this.state.strikes >= 3) {
        // Strike three in the dirt: the batter may run when first base is open or with two out (K+WP).
        if ((!this.state.bases[1] || this.state.outs === 2) && this.chance(0.04)) {
          return this.emit(this.pa('strikeout', [{ from: 0, to: 1 }], { also: [{ type: 'wildPitch' }] }));
        }
        // The runner steals on strike three (K+SB2).
        if (this.state.bases[1] && !this.state.bases[2] && this.state.outs < 2 && this.chance(0.1)) {
          return this.emit(this.pa('strikeout', [], { also: [{ type: 'stolenBase', base: 2 }] }));
        }
        return this.emit(this.pa('strikeout', []));
      }
    }
  }

  private runnersOn(): number[] {
    return [3, 2, 1].filter((b) => this.state.bases[b]);
  }

  private betweenPitches(): void {
    const bases = this.state.bases;
    if (this.runnersOn().length === 0 || !this.chance(0.08)) return;
    const r = this.random();
    if (r < 0.55) {
      const from = bases[1] && !bases[2] ? 1 : bases[2] && !bases[3] ? 2 : 0;
      if (!from) return;
      const base = (from + 1) as BaseTo;
      const cover = from === 1 ? this.pick<FieldPosition>([4, 6]) : 5;
      const q = this.random();
      if (q < 0.6) this.emit({ kind: 'runner', play: { type: 'stolenBase', base }, moves: [] });
      else if (q < 0.65) this.emit({ kind: 'runner', play: { type: 'defensiveIndifference' }, moves: [{ from: from as 1 | 2, to: base }] });
      // Caught stealing but the throw is dropped: safe, charged with an error (CS2(2E6)).
      else if (q < 0.72) this.emit({ kind: 'runner', play: { type: 'caughtStealing', base, fielders: [2], error: cover }, moves: [{ from: from as 1 | 2, to: base }] });
      else this.emit({ kind: 'runner', play: { type: 'caughtStealing', base, fielders: [2, cover] }, moves: [] });
    } else if (r < 0.85) {
      this.emit({ kind: 'pickoffThrow', base: 1 });
    } else if (r < 0.95 && bases[1]) {
      if (this.chance(0.8)) this.emit({ kind: 'runner', play: { type: 'pickoff', base: 1, fielders: [1, 3] }, moves: [] });
      // The pickoff throw gets away: the runner takes second on the error (PO1(E1).1-2), when it is open.
      else if (!bases[2]) this.emit({ kind: 'runner', play: { type: 'pickoff', base: 1, error: 1 }, moves: [{ from: 1, to: 2 }] });
    } else {
      this.emit({ kind: 'runner', play: { type: 'balk' }, moves: [] });
    }
  }

  private wildPitchOrPassedBall(): void {
    if (this.runnersOn().length === 0 || !this.chance(0.05)) return;
    const wild = this.chance(0.7);
    const moves: RunnerMove[] = this.runnersOn().map((b) => ({ from: b as 1 | 2 | 3, to: (b + 1) as BaseTo, via: wild ? 'wildPitch' : 'passedBall' }));
    this.emit({ kind: 'runner', play: { type: wild ? 'wildPitch' : 'passedBall' }, moves });
  }

  private pa(result: PlateAppearanceEvent['result'], moves: RunnerMove[], extra: Partial<PlateAppearanceEvent> = {}): PlateAppearanceEvent {
    return { kind: 'plateAppearance', result, moves, ...extra };
  }

  /** Runners lead first, each at least `least` bases ahead (forced ones included), maybe one more, never passing the runner ahead. */
  private advances(batterTo: number, least: number, outsLeft: number): RunnerMove[] {
    const moves: RunnerMove[] = [];
    let ahead = 5;
    let outs = 0;
    for (const from of this.runnersOn()) {
      let to = Math.min(from + least + (this.chance(0.35) ? 1 : 0), 4);
      // Everyone moves at least `least`, so only the extra base can reach the runner ahead.
      if (ahead <= 3 && to >= ahead) to = ahead - 1;
      const move: RunnerMove = { from: from as 1 | 2 | 3, to: to as BaseTo };
      // A runner going for an extra base is sometimes thrown out, never for the third out.
      if (to > from + least && outs < outsLeft - 1 && this.chance(0.15)) {
        move.out = true;
        move.fielders = [this.pick<FieldPosition>([7, 8, 9]), to === 4 ? 2 : 5];
        outs++;
      } else {
        // The extra base on a throwing error.
        if (to > from + least && this.chance(0.15)) move.error = this.pick<FieldPosition>([7, 8, 9]);
        ahead = to;
      }
      moves.push(move);
    }
    if (ahead !== 4 && batterTo >= ahead) throw new Error(`시드 ${this.seed}: 타자가 앞 주자를 앞지릅니다.`);
    return moves;
  }

  private ballInPlay(): void {
    const outs = this.state.outs;
    const on = (b: number) => !!this.state.bases[b];
    const outfielder = () => this.pick<FieldPosition>([7, 8, 9]);
    const r = this.random();
    if (r < 0.17) {
      const fielder = this.chance(0.15) ? this.pick<FieldPosition>([4, 5, 6]) : outfielder();
      return this.emit(this.pa('single', [...this.advances(1, 1, 3 - outs), { from: 0, to: 1 }], { fielders: [fielder], battedBall: { type: 'ground' } }));
    }
    if (r < 0.22) return this.emit(this.pa('double', [...this.advances(2, 2, 3 - outs), { from: 0, to: 2 }], { fielders: [outfielder()], battedBall: { type: 'line' } }));
    if (r < 0.23) return this.emit(this.pa('triple', [...this.advances(3, 3, 3 - outs), { from: 0, to: 3 }], { fielders: [outfielder()], battedBall: { type: 'fly' } }));
    if (r < 0.26) {
      const moves: RunnerMove[] = this.runnersOn().map((b) => ({ from: b as 1 | 2 | 3, to: 4 }));
      return this.emit(this.pa('homeRun', [...moves, { from: 0, to: 4 }], { fielders: [outfielder()], battedBall: { type: 'fly' } }));
    }
    if (r < 0.29) {
      const fielder = this.pick<FieldPosition>([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const batterTo = fielder >= 7 && this.chance(0.4) ? 2 : 1;
      // The error is the result's; the batter's move carries no second one (E8/F.B-2).
      const moves: RunnerMove[] = [...this.advances(batterTo, batterTo, 3 - outs), { from: 0, to: batterTo as BaseTo }];
      return this.emit(this.pa('reachedOnError', moves, { fielders: [fielder], battedBall: { type: fielder >= 7 ? 'fly' : 'ground' } }));
    }
    if (r < 0.295) return this.emit(this.pa('catcherInterference', [], { fielders: [2] }));
    if (r < 0.32 && outs < 2 && (on(1) || on(2))) return this.sacrificeBunt();
    if (r < 0.55) return this.flyOut();
    if (r < 0.63) {
      const fielder = this.pick<FieldPosition>([1, 2, 3, 4, 5, 6]);
      return this.emit(this.pa('out', [{ from: 0, to: 1, out: true, fielders: [fielder] }], { fielders: [fielder], battedBall: { type: this.chance(0.5) ? 'popUp' : 'line' } }));
    }
    return this.groundBall();
  }

  private flyOut(): void {
    const outs = this.state.outs;
    const fielder = this.pick<FieldPosition>([7, 8, 9]);
    const moves: RunnerMove[] = [{ from: 0, to: 1, out: true, fielders: [fielder] }];
    let sacrifice = false;
    if (outs < 2 && this.state.bases[3] && this.chance(0.6)) {
      moves.push({ from: 3, to: 4 });
      sacrifice = true;
      if (this.state.bases[2] && this.chance(0.3)) moves.push({ from: 2, to: 3 });
    } else if (outs === 0 && this.state.bases[1] && !this.state.bases[3] && this.chance(0.1)) {
      moves.push({ from: 1, to: 1, out: true, fielders: [fielder, 3] });
    }
    this.emit(this.pa('out', moves, { fielders: [fielder], battedBall: { type: 'fly' }, ...(sacrifice ? { sacrifice: 'fly' as const } : {}) }));
  }

  private sacrificeBunt(): void {
    const [fielder, cover] = this.pick<[FieldPosition, FieldPosition]>([
      [1, 3],
      [5, 3],
      [2, 3],
      [3, 4],
    ]);
    const moves: RunnerMove[] = this.runnersOn().map((b) => ({ from: b as 1 | 2 | 3, to: (b + 1) as BaseTo }));
    moves.push({ from: 0, to: 1, out: true, fielders: [fielder, cover] });
    this.emit(this.pa('out', moves, { fielders: [fielder], battedBall: { type: 'bunt' }, sacrifice: 'bunt' }));
  }

  private groundBall(): void {
    const outs = this.state.outs;
    const on = (b: number) => !!this.state.bases[b];
    const fielder = this.pick<FieldPosition>([1, 3, 4, 5, 6]);
    const pivot: FieldPosition = fielder === 4 ? 6 : 4;
    const ground = { fielders: [fielder], battedBall: { type: 'ground' as const } };
    if (on(1) && outs < 2 && this.chance(0.5)) {
      // 6-4-3: the runner from first forced at second, the batter at first.
      const moves: RunnerMove[] = [
        { from: 1, to: 2, out: true, fielders: [fielder, pivot] },
        { from: 0, to: 1, out: true, fielders: [pivot, 3] },
      ];
      if (outs === 0) {
        if (on(2)) moves.push({ from: 2, to: 3 });
        if (on(3) && (on(2) || this.chance(0.5))) moves.push({ from: 3, to: 4 });
      }
      return this.emit(this.pa('out', moves, { ...ground, groundedIntoDoublePlay: true }));
    }
    if (on(3) && outs < 2 && this.chance(0.2)) {
      // The runner from third thrown out at home, the batter safe at first; the runners he forces move up.
      const moves: RunnerMove[] = [
        { from: 3, to: 4, out: true, fielders: [fielder, 2] },
        { from: 0, to: 1 },
      ];
      if (on(1)) moves.push({ from: 1, to: 2 });
      if (on(1) && on(2)) moves.push({ from: 2, to: 3 });
      return this.emit(this.pa('fieldersChoice', moves, ground));
    }
    if (on(1) && this.chance(0.4)) {
      // Force out at second, the batter safe at first; the runners forced by him move up.
      const moves: RunnerMove[] = [
        { from: 1, to: 2, out: true, fielders: [fielder, pivot] },
        { from: 0, to: 1 },
      ];
      // With two out the force ends the inning: nobody else moves, no run scores.
      if (outs < 2 && on(2)) moves.push({ from: 2, to: 3 });
      if (outs < 2 && on(3) && on(2)) moves.push({ from: 3, to: 4 });
      return this.emit(this.pa('out', moves, ground));
    }
    const moves: RunnerMove[] = [{ from: 0, to: 1, out: true, fielders: fielder === 3 ? [3] : [fielder, 3] }];
    if (outs < 2) {
      // Runners move up one base on the out or hold, never onto the base of the runner ahead.
      let ahead = 5;
      for (const from of this.runnersOn()) {
        const to = from + 1 < ahead && this.chance(0.5) ? from + 1 : from;
        if (to !== from) moves.push({ from: from as 1 | 2 | 3, to: to as BaseTo });
        ahead = to;
      }
    }
    this.emit(this.pa('out', moves, ground));
  }

  private emit(event: GameEvent): void {
    try {
      step(this.state, event);
    } catch (error) {
      throw new RandomGameError(this.seed, this.events.length, event, error);
    }
    this.events.push(event);
  }
}
