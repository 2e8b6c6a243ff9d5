import type { GameSide, OptionalBattingCount, OptionalPitchingCount } from '@dugout/contracts';
import type {
  BoxPosition,
  SeasonFileBattingLine,
  SeasonFilePitchingLine,
  SeasonFileSideTotals,
} from '../season-file';
import type { DemoGameRules } from './demo-catalog';
import type { GameLineup } from './demo-lineup';
import type { DemoPlayer, DemoTeam } from './demo-world';
import type { SeededRandom } from './seeded-random';

/**
 * A plate-appearance simulator tuned to Korean amateur (사회인) baseball: many walks, hit
 * batters, wild pitches, stolen bases and errors; teams hit around .280 and pitchers' ERAs sit
 * between 3 and 7. Games are 7 innings with a time limit (no new inning after 110 minutes),
 * called games by a big lead, optional 승부치기, and rain or suspension stopping play.
 *
 * Every count it writes is tracked play by play, so the box score adds up exactly: team runs
 * and hits equal the batters' totals and the other side's pitching lines, outs match innings,
 * and the decisions (W/L/S/H) follow the scoring rules.
 */

export type GameEnd = 'regulation' | 'tiebreak' | 'mercy' | 'time' | 'rain' | 'suspended';

export interface SimulationSide {
  team: DemoTeam;
  lineup: GameLineup;
}

export interface SimulationOptions {
  rules: DemoGameRules;
  /** Overrides rules.tiebreakInnings (0: a level game after regulation is a draw). */
  tiebreakInnings?: number;
  /** Rain stops play after this many complete innings. */
  stopAfterInnings?: number;
  /** Play stops after this many half innings, to be resumed another day. */
  suspendAfterHalfInnings?: number;
}

export interface SimulatedGame {
  end: GameEnd;
  /** The side ahead on runs, null when level. */
  leader: GameSide | null;
  innings: number;
  minutes: number;
  lineScore: { visit: (number | null)[]; home: (number | null)[] };
  visit: SeasonFileSideTotals;
  home: SeasonFileSideTotals;
  batting: RecordedBattingLine[];
  pitching: RecordedPitchingLine[];
}

/** The simulator records every count: none is null (not recorded). */
export type RecordedBattingLine = SeasonFileBattingLine & Record<OptionalBattingCount, number>;
export type RecordedPitchingLine = SeasonFilePitchingLine & Record<OptionalPitchingCount, number>;

interface BatLine extends Omit<SeasonFileBattingLine, OptionalBattingCount>, Record<OptionalBattingCount, number> {
  player: DemoPlayer;
}

interface PitchLine extends Omit<SeasonFilePitchingLine, OptionalPitchingCount>, Record<OptionalPitchingCount, number> {
  player: DemoPlayer;
  pitchCount: number;
  limit: number;
  /** Runs charged while he pitched in the current inning. */
  inningRuns: number;
  /** His team's lead (negative: deficit) when he came in, and the smallest it got while he pitched. */
  enteredLead: number;
  minLead: number;
  /** Runners on base when he came in (the tying run on base, at bat or on deck makes a save situation). */
  enteredRunnersOn: number;
}

interface Runner {
  line: BatLine;
  pitcher: PitchLine;
  earned: boolean;
  speed: number;
}

interface Slot {
  current: BatLine;
  subs: number;
}

interface SideState {
  side: GameSide;
  team: DemoTeam;
  designatedHitter: boolean;
  slots: Slot[];
  nextSlot: number;
  benchHitters: DemoPlayer[];
  bullpen: DemoPlayer[];
  pitcher: PitchLine;
  pitchers: PitchLine[];
  runs: number;
  hits: number;
  walks: number;
  /** Errors committed by this side's fielders. */
  errors: number;
  lineScore: (number | null)[];
}

interface LeadChange {
  side: GameSide;
  pitcherOfRecord: PitchLine;
  chargedTo: PitchLine;
}

const RELIEF_SHARE_OF_STAMINA = 0.5;

class GameEnded extends Error {}

export function simulateGame(
  visitSide: SimulationSide,
  homeSide: SimulationSide,
  rng: SeededRandom,
  options: SimulationOptions,
): SimulatedGame {
  return new GameSimulation(visitSide, homeSide, rng, options).run();
}

class GameSimulation {
  private readonly visit: SideState;
  private readonly home: SideState;
  private readonly rules: DemoGameRules;
  private readonly tiebreakInnings: number;
  private minutes = 0;
  private halfInnings = 0;
  private readonly leadChanges: LeadChange[] = [];

  // Half-inning state.
  private bases: (Runner | null)[] = [null, null, null];
  private outs = 0;
  /** Outs plus errors that should have been outs: runs after the third are unearned. */
  private virtualOuts = 0;
  private walkOffPossible = false;
  private holdWalkOff = false;

  constructor(
    visitSide: SimulationSide,
    homeSide: SimulationSide,
    private readonly rng: SeededRandom,
    private readonly options: SimulationOptions,
  ) {
    this.rules = options.rules;
    this.tiebreakInnings = options.tiebreakInnings ?? options.rules.tiebreakInnings;
    this.visit = this.createSide('visit', visitSide);
    this.home = this.createSide('home', homeSide);
  }

  run(): SimulatedGame {
    const end = this.play();
    return this.result(end);
  }

  private play(): GameEnd {
    const { regulationInnings } = this.rules;
    let tiebreaksPlayed = 0;
    for (let inning = 1; ; inning += 1) {
      const extra = inning > regulationInnings;
      if (extra) tiebreaksPlayed += 1;
      const lastScheduled = inning >= regulationInnings;

      this.playHalf(this.visit, this.home, extra, false);
      if (this.isSuspendedNow()) return 'suspended';

      const homeLead = this.home.runs - this.visit.runs;
      if (lastScheduled && homeLead > 0) {
        this.home.lineScore.push(null);
        return extra ? 'tiebreak' : 'regulation';
      }
      if (this.mercyReached(inning, homeLead)) {
        this.home.lineScore.push(null);
        return 'mercy';
      }

      const walkedOff = this.playHalf(this.home, this.visit, extra, lastScheduled);
      if (walkedOff) return extra ? 'tiebreak' : 'regulation';
      if (this.isSuspendedNow()) return 'suspended';

      const lead = Math.abs(this.home.runs - this.visit.runs);
      if (lastScheduled) {
        if (lead > 0) return extra ? 'tiebreak' : 'regulation';
        if (tiebreaksPlayed >= this.tiebreakInnings) return extra ? 'tiebreak' : 'regulation';
        continue;
      }
      if (this.mercyReached(inning, lead)) return 'mercy';
      if (this.options.stopAfterInnings === inning) return 'rain';
      if (this.minutes >= this.rules.timeLimitMinutes) return 'time';
    }
  }

  private isSuspendedNow(): boolean {
    return this.options.suspendAfterHalfInnings !== undefined && this.halfInnings >= this.options.suspendAfterHalfInnings;
  }

  private mercyReached(inning: number, lead: number): boolean {
    return this.rules.mercy.some((rule) => inning >= rule.afterInning && lead >= rule.lead);
  }

  private createSide(side: GameSide, { team, lineup }: SimulationSide): SideState {
    const slots: Slot[] = lineup.order.map((batter, index) => ({
      current: this.newBatLine(batter.player, side, index + 1, 0, batter.position),
      subs: 0,
    }));
    const starter = this.newPitchLine(lineup.startingPitcher, side, 1, 0);
    starter.limit = lineup.startingPitcher.pitch.stamina;
    return {
      side,
      team,
      designatedHitter: lineup.designatedHitter,
      slots,
      nextSlot: 0,
      benchHitters: [...lineup.benchHitters],
      bullpen: [...lineup.bullpen],
      pitcher: starter,
      pitchers: [starter],
      runs: 0,
      hits: 0,
      walks: 0,
      errors: 0,
      lineScore: [],
    };
  }

  private readonly battingLines: BatLine[] = [];

  private newBatLine(player: DemoPlayer, side: GameSide, batNum: number, subOrder: number, position: BoxPosition): BatLine {
    const line: BatLine = {
      player,
      playerKey: player.key,
      side,
      batNum,
      subOrder,
      position,
      pa: 0,
      ab: 0,
      r: 0,
      h: 0,
      b2: 0,
      b3: 0,
      hr: 0,
      rbi: 0,
      bb: 0,
      ibb: 0,
      hbp: 0,
      so: 0,
      sb: 0,
      cs: 0,
      sh: 0,
      sf: 0,
      gidp: 0,
    };
    this.battingLines.push(line);
    return line;
  }

  private newPitchLine(player: DemoPlayer, side: GameSide, order: number, lead: number): PitchLine {
    return {
      player,
      playerKey: player.key,
      side,
      order,
      starter: order === 1,
      outs: 0,
      bf: 0,
      h: 0,
      hr: 0,
      r: 0,
      er: 0,
      bb: 0,
      hbp: 0,
      so: 0,
      wp: 0,
      bk: 0,
      pitches: 0,
      decision: null,
      pitchCount: 0,
      limit: Math.round(player.pitch.stamina * RELIEF_SHARE_OF_STAMINA),
      inningRuns: 0,
      enteredLead: lead,
      minLead: lead,
      enteredRunnersOn: this.bases.filter(Boolean).length,
    };
  }

  /** Plays one half inning; true when the home team walked off. */
  private playHalf(offense: SideState, defense: SideState, tiebreak: boolean, walkOffPossible: boolean): boolean {
    this.bases = [null, null, null];
    this.outs = 0;
    this.virtualOuts = 0;
    this.walkOffPossible = walkOffPossible;
    const runsBefore = offense.runs;
    for (const pitcher of defense.pitchers) pitcher.inningRuns = 0;
    let walkedOff = false;

    if (tiebreak) {
      // 승부치기: the two batters before the leadoff man start on second and first.
      const count = offense.slots.length;
      const onSecond = offense.slots[(offense.nextSlot - 2 + count * 2) % count].current;
      const onFirst = offense.slots[(offense.nextSlot - 1 + count) % count].current;
      this.bases[1] = { line: onSecond, pitcher: defense.pitcher, earned: false, speed: onSecond.player.bat.speed };
      this.bases[0] = { line: onFirst, pitcher: defense.pitcher, earned: false, speed: onFirst.player.bat.speed };
    }

    try {
      while (this.outs < 3) {
        this.maybeChangePitcher(defense, offense);
        this.maybePinchHit(offense);
        this.runningEvents(offense, defense);
        if (this.outs >= 3) break;
        this.plateAppearance(offense, defense);
      }
    } catch (error) {
      if (!(error instanceof GameEnded)) throw error;
      walkedOff = true;
    }
    offense.lineScore.push(offense.runs - runsBefore);
    this.minutes += 1.5;
    this.halfInnings += 1;
    return walkedOff;
  }

  private maybeChangePitcher(defense: SideState, offense: SideState): void {
    const current = defense.pitcher;
    const tired = current.pitchCount >= current.limit;
    const shelled = current.inningRuns >= (current.starter ? 5 : 4);
    if (!tired && !shelled) return;
    let reliever: DemoPlayer | undefined;
    if (defense.bullpen.length > 0) {
      reliever = this.rng.weighted(defense.bullpen, (player) => player.pitch.stuff + player.pitch.control);
      defense.bullpen = defense.bullpen.filter((player) => player !== reliever);
    } else if (defense.benchHitters.length > 0) {
      reliever = defense.benchHitters.shift();
    } else if (defense.designatedHitter) {
      const used = new Set(defense.pitchers.map((line) => line.player));
      reliever = defense.slots.map((slot) => slot.current.player).find((player) => player.position === 'P' && !used.has(player));
    }
    if (!reliever) return;
    const lead = defense.runs - offense.runs;
    const line = this.newPitchLine(reliever, defense.side, defense.pitchers.length + 1, lead);
    if (reliever.position !== 'P') line.limit = 25;
    if (!defense.designatedHitter) {
      // Without a DH the new pitcher takes the old one's place in the batting order.
      const slot = defense.slots.find((candidate) => candidate.current.player === current.player);
      if (slot) {
        slot.subs += 1;
        slot.current = this.newBatLine(reliever, defense.side, slot.current.batNum, slot.subs, 'P');
      }
    }
    defense.pitcher = line;
    defense.pitchers.push(line);
    this.minutes += 2;
  }

  private maybePinchHit(offense: SideState): void {
    if (this.halfInnings < 7 || offense.benchHitters.length === 0 || !this.rng.chance(0.05)) return;
    const slot = offense.slots[offense.nextSlot];
    if (slot.current.player.key === offense.pitcher.player.key) return;
    const hitter = offense.benchHitters.shift() as DemoPlayer;
    slot.subs += 1;
    slot.current = this.newBatLine(hitter, offense.side, slot.current.batNum, slot.subs, 'PH');
  }

  /** Steals, wild pitches and balks before the pitch. */
  private runningEvents(offense: SideState, defense: SideState): void {
    const rng = this.rng;
    const pitcher = defense.pitcher;
    const [first, second, third] = this.bases;
    // Amateur catchers rarely throw runners out, so runners go often and mostly make it.
    if (first && !second && rng.chance(0.17 * first.speed)) {
      this.steal(0, rng.chance(0.78 + 0.1 * (first.speed - 1)), defense);
    } else if (second && !third && rng.chance(0.06 * second.speed)) {
      this.steal(1, rng.chance(0.74 + 0.1 * (second.speed - 1)), defense);
    }
    if (this.outs >= 3 || !this.bases.some(Boolean)) return;
    const control = pitcher.player.pitch.control;
    if (rng.chance(0.028 / control)) {
      pitcher.wp += 1;
      this.advanceAll(offense, defense);
    } else if (rng.chance(0.003)) {
      pitcher.bk += 1;
      this.advanceAll(offense, defense);
    }
  }

  private steal(base: 0 | 1, success: boolean, defense: SideState): void {
    const runner = this.bases[base] as Runner;
    this.bases[base] = null;
    if (success) {
      runner.line.sb += 1;
      this.bases[base + 1] = runner;
    } else {
      runner.line.cs += 1;
      this.recordOuts(defense, 1);
    }
  }

  /** Every runner moves up one base (wild pitch, balk). */
  private advanceAll(offense: SideState, defense: SideState): void {
    const [first, second, third] = this.bases;
    this.bases = [null, first, second];
    if (third) this.score(third, null, offense, defense);
  }

  private recordOuts(defense: SideState, count: number): void {
    this.outs += count;
    this.virtualOuts += count;
    defense.pitcher.outs += count;
  }

  private plateAppearance(offense: SideState, defense: SideState): void {
    const rng = this.rng;
    const slot = offense.slots[offense.nextSlot];
    offense.nextSlot = (offense.nextSlot + 1) % offense.slots.length;
    const batter = slot.current;
    const pitcher = defense.pitcher;
    const skill = batter.player.bat;
    // A tired arm gets worse, but only so far: an amateur team out of pitchers still finishes the game.
    const fatigue = Math.min(0.8, Math.max(0, (pitcher.pitchCount - pitcher.limit) / 25));
    const contact = skill.contact * (1 + offense.team.offense);
    const stuff = (pitcher.player.pitch.stuff * (1 + defense.team.pitching)) / (1 + 0.4 * fatigue);
    const control = pitcher.player.pitch.control / (1 + 0.4 * fatigue);
    const batterRunner: Runner = { line: batter, pitcher, earned: true, speed: skill.speed };

    batter.pa += 1;
    pitcher.bf += 1;
    const [first, second, third] = this.bases;

    // Sacrifice bunt: nobody out, a runner on first or second, a weak bat.
    if (this.outs === 0 && (first || second) && !third && skill.contact < 0.95 && rng.chance(0.35)) {
      this.pitch(pitcher, rng.int(1, 3));
      if (rng.chance(0.75)) {
        batter.sh += 1;
        this.recordOuts(defense, 1);
        this.bases = [null, first, second ?? null];
        return;
      }
      batter.ab += 1;
      this.recordOuts(defense, 1);
      return;
    }

    // Intentional walk: first base open, a runner in scoring position, a dangerous hitter.
    if (!first && (second || third) && skill.power > 1.3 && this.outs < 2 && rng.chance(0.25)) {
      batter.bb += 1;
      batter.ibb += 1;
      pitcher.bb += 1;
      offense.walks += 1;
      this.forceAdvance(batterRunner, batter, offense, defense);
      return;
    }

    const pStrikeout = (0.15 * stuff) / contact;
    const pWalk = (0.1 * skill.eye) / control;
    const pHitByPitch = 0.022 / control;
    const pHit = (0.245 * contact) / stuff;
    const pReachOnError = 0.045 * defense.team.defense;
    let roll = rng.next();

    if ((roll -= pStrikeout) < 0) {
      this.pitch(pitcher, rng.int(3, 7));
      batter.ab += 1;
      batter.so += 1;
      pitcher.so += 1;
      this.recordOuts(defense, 1);
      return;
    }
    if ((roll -= pWalk) < 0) {
      this.pitch(pitcher, rng.int(4, 8));
      batter.bb += 1;
      pitcher.bb += 1;
      offense.walks += 1;
      this.forceAdvance(batterRunner, batter, offense, defense);
      return;
    }
    if ((roll -= pHitByPitch) < 0) {
      this.pitch(pitcher, rng.int(1, 5));
      batter.hbp += 1;
      pitcher.hbp += 1;
      offense.walks += 1;
      this.forceAdvance(batterRunner, batter, offense, defense);
      return;
    }

    this.pitch(pitcher, rng.int(1, 6));
    batter.ab += 1;
    if ((roll -= pHit) < 0) {
      this.hit(batterRunner, offense, defense);
      return;
    }
    if ((roll -= pReachOnError) < 0) {
      defense.errors += 1;
      this.virtualOuts += 1;
      batterRunner.earned = false;
      const [onFirst, onSecond, onThird] = this.bases;
      this.bases = [batterRunner, onFirst, onSecond];
      if (onThird) this.score(onThird, null, offense, defense);
      return;
    }
    if (rng.chance(0.55)) this.groundOut(batterRunner, offense, defense);
    else this.flyOut(batterRunner, offense, defense);
  }

  private pitch(pitcher: PitchLine, count: number): void {
    pitcher.pitchCount += count;
    pitcher.pitches = pitcher.pitchCount;
    this.minutes += 0.45 + 0.24 * count;
  }

  private forceAdvance(batterRunner: Runner, rbiBatter: BatLine, offense: SideState, defense: SideState): void {
    const [first, second, third] = this.bases;
    if (first) {
      if (second) {
        if (third) this.score(third, rbiBatter, offense, defense);
        this.bases[2] = second;
      }
      this.bases[1] = first;
    }
    this.bases[0] = batterRunner;
  }

  private hit(batterRunner: Runner, offense: SideState, defense: SideState): void {
    const rng = this.rng;
    const batter = batterRunner.line;
    const pitcher = defense.pitcher;
    const skill = batter.player.bat;
    const [first, second, third] = this.bases;
    const twoOuts = this.outs === 2;
    batter.h += 1;
    pitcher.h += 1;
    offense.hits += 1;

    const pHomeRun = 0.028 * skill.power ** 1.6;
    const pTriple = 0.035 * skill.speed;
    const pDouble = 0.17 * skill.power ** 0.7;
    let roll = rng.next();

    if ((roll -= pHomeRun) < 0) {
      batter.hr += 1;
      pitcher.hr += 1;
      this.bases = [null, null, null];
      // Every run of a walk-off home run counts, so the game ends only after the last one.
      this.holdWalkOff = true;
      for (const runner of [third, second, first, batterRunner]) if (runner) this.score(runner, batter, offense, defense);
      this.holdWalkOff = false;
      if (this.walkOffPossible && offense.runs > defense.runs) throw new GameEnded();
      return;
    }
    if ((roll -= pTriple) < 0) {
      batter.b3 += 1;
      this.bases = [null, null, batterRunner];
      for (const runner of [third, second, first]) if (runner) this.score(runner, batter, offense, defense);
      return;
    }
    if ((roll -= pDouble) < 0) {
      batter.b2 += 1;
      this.bases = [null, batterRunner, null];
      if (third) this.score(third, batter, offense, defense);
      if (second) this.score(second, batter, offense, defense);
      if (first) {
        if (rng.chance(twoOuts ? 0.65 : 0.42 * first.speed)) this.score(first, batter, offense, defense);
        else this.bases[2] = first;
      }
    } else {
      this.bases = [batterRunner, null, null];
      if (third) this.score(third, batter, offense, defense);
      if (second) {
        if (rng.chance(twoOuts ? 0.8 : 0.55 * second.speed)) this.score(second, batter, offense, defense);
        else this.bases[2] = second;
      }
      if (first) {
        if (!this.bases[2] && rng.chance(0.28 * first.speed)) this.bases[2] = first;
        else this.bases[1] = first;
      }
    }
    // An error on the play lets everybody take one more base; those runs are unearned.
    if (rng.chance(0.05 * defense.team.defense)) {
      defense.errors += 1;
      const [onFirst, onSecond, onThird] = this.bases;
      for (const runner of [onFirst, onSecond, onThird]) if (runner) runner.earned = false;
      this.bases = [null, onFirst, onSecond];
      if (onThird) this.score(onThird, null, offense, defense);
    }
  }

  private groundOut(batterRunner: Runner, offense: SideState, defense: SideState): void {
    const rng = this.rng;
    const batter = batterRunner.line;
    const [first, second, third] = this.bases;
    if (first && this.outs < 2 && rng.chance(0.2)) {
      batter.gidp += 1;
      this.bases = [null, second, third];
      this.recordOuts(defense, 2);
      if (this.outs < 3) {
        const [, onSecond, onThird] = this.bases;
        this.bases = [null, null, onSecond];
        if (onThird) this.score(onThird, null, offense, defense);
      }
      return;
    }
    if (first && this.outs < 2 && rng.chance(0.35)) {
      // Fielder's choice: the runner from first is out at second, the batter is safe.
      this.recordOuts(defense, 1);
      if (second && third) {
        this.bases = [batterRunner, null, second];
        this.score(third, batter, offense, defense);
      } else {
        this.bases = [batterRunner, null, second ?? third];
      }
      return;
    }
    this.recordOuts(defense, 1);
    if (this.outs >= 3) return;
    if (third && rng.chance(0.45)) {
      this.bases[2] = null;
      this.score(third, batter, offense, defense);
    }
    if (this.bases[1] && !this.bases[2] && rng.chance(0.5)) {
      this.bases[2] = this.bases[1];
      this.bases[1] = null;
    }
    if (this.bases[0] && !this.bases[1] && rng.chance(0.6)) {
      this.bases[1] = this.bases[0];
      this.bases[0] = null;
    }
  }

  private flyOut(batterRunner: Runner, offense: SideState, defense: SideState): void {
    const rng = this.rng;
    const batter = batterRunner.line;
    const third = this.bases[2];
    if (third && this.outs < 2 && rng.chance(0.45 * third.speed)) {
      batter.ab -= 1;
      batter.sf += 1;
      this.recordOuts(defense, 1);
      this.bases[2] = null;
      this.score(third, batter, offense, defense);
      return;
    }
    this.recordOuts(defense, 1);
    if (this.outs >= 3) return;
    if (this.bases[1] && !this.bases[2] && rng.chance(0.25)) {
      this.bases[2] = this.bases[1];
      this.bases[1] = null;
    }
  }

  private score(runner: Runner, rbiBatter: BatLine | null, offense: SideState, defense: SideState): void {
    const leadBefore = offense.runs - defense.runs;
    offense.runs += 1;
    runner.line.r += 1;
    runner.pitcher.r += 1;
    runner.pitcher.inningRuns += 1;
    if (runner.earned && this.virtualOuts < 3) runner.pitcher.er += 1;
    if (rbiBatter) rbiBatter.rbi += 1;
    defense.pitcher.minLead = Math.min(defense.pitcher.minLead, defense.runs - offense.runs);
    if (leadBefore === 0) {
      this.leadChanges.push({ side: offense.side, pitcherOfRecord: offense.pitcher, chargedTo: runner.pitcher });
    }
    if (this.walkOffPossible && !this.holdWalkOff && offense.runs > defense.runs) throw new GameEnded();
  }

  private result(end: GameEnd): SimulatedGame {
    const leader: GameSide | null =
      this.visit.runs === this.home.runs ? null : this.visit.runs > this.home.runs ? 'visit' : 'home';
    if (leader && end !== 'suspended') this.assignDecisions(leader);
    const strip = <T extends { player: DemoPlayer }>(line: T) => {
      const { player: _player, ...rest } = line;
      return rest;
    };
    const batting = [...this.battingLines]
      .sort((a, b) => (a.side === b.side ? a.batNum - b.batNum || a.subOrder - b.subOrder : a.side === 'visit' ? -1 : 1))
      .map(strip);
    const pitching = [...this.visit.pitchers, ...this.home.pitchers].map((line) => {
      const { player: _player, pitchCount: _count, limit: _limit, inningRuns: _runs, enteredLead: _entered, minLead: _min, enteredRunnersOn: _on, ...rest } = line;
      return rest;
    });
    const totals = (side: SideState): SeasonFileSideTotals => ({
      runs: side.runs,
      hits: side.hits,
      errors: side.errors,
      walks: side.walks,
    });
    return {
      end,
      leader,
      innings: this.visit.lineScore.length,
      minutes: Math.round(this.minutes),
      lineScore: { visit: this.visit.lineScore, home: this.home.lineScore },
      visit: totals(this.visit),
      home: totals(this.home),
      batting,
      pitching,
    };
  }

  /**
   * W: the pitcher of record when the winners took the lead for good — a starter needs 4
   * innings (12 outs) in a 7-inning game, else the most-used reliever gets it. L: the pitcher
   * charged with the go-ahead run. S (official rule 9.19): the winners' finisher who kept the
   * lead after coming in leading by 3 or less and getting 3 outs, or with the tying run on base,
   * at bat or on deck and getting an out, or getting 9 outs. H: other relievers who came in with such
   * a lead, got an out and left it intact.
   */
  private assignDecisions(winner: GameSide): void {
    const winners = winner === 'visit' ? this.visit : this.home;
    const losers = winner === 'visit' ? this.home : this.visit;
    const decisive = [...this.leadChanges].reverse().find((change) => change.side === winner);
    if (!decisive) return;
    let win = decisive.pitcherOfRecord;
    if (win.starter && win.outs < 12 && winners.pitchers.length > 1) {
      const relievers = winners.pitchers.filter((line) => !line.starter);
      win = relievers.reduce((best, line) => (line.outs > best.outs ? line : best), relievers[0]);
    }
    win.decision = 'w';
    decisive.chargedTo.decision = 'l';

    const finisher = winners.pitchers[winners.pitchers.length - 1];
    const held = (line: PitchLine) => line.enteredLead > 0 && line.minLead > 0;
    if (
      finisher !== win &&
      !finisher.starter &&
      held(finisher) &&
      ((finisher.enteredLead <= 3 && finisher.outs >= 3) ||
        (finisher.enteredLead <= finisher.enteredRunnersOn + 2 && finisher.outs >= 1) ||
        finisher.outs >= 9)
    ) {
      finisher.decision = 's';
    }
    for (const side of [winners, losers]) {
      const last = side.pitchers[side.pitchers.length - 1];
      for (const line of side.pitchers) {
        if (line.starter || line === last || line.decision !== null) continue;
        if (held(line) && line.enteredLead <= 3 && line.outs >= 1) line.decision = 'h';
      }
    }
  }
}
