import type { RunCredit } from '../model/game-event.types';
import type { GameState } from './game-state.types';

/**
 * What one runner does in the inning reconstructed without errors and passed balls (OBR 9.16(a)):
 * advance by `bases` (as in the real play), hold, be put out, or vanish because errorless play
 * would have put him out (`erase` with `prevented`: that out counts in the reconstruction).
 */
export interface ShadowStep {
  token: number;
  action: 'advance' | 'hold' | 'out' | 'erase';
  bases?: number;
  prevented?: boolean;
  /** The real base he starts from (he may be behind it in the reconstruction). */
  from?: number;
}

export interface ShadowPlay {
  steps: ShadowStep[];
  /** The batter-runner: placed on this base (0 = not in the reconstruction). */
  batter?: { token: number; base: number; out: boolean; prevented: boolean };
  /** Shadow-only runners (their real runner already scored) advance this many bases on a hit. */
  hitBases: number;
  /** An out that errorless play would have made apart from any runner (a muffed foul fly). */
  extraOuts?: number;
}

export function resetShadow_9_16(state: GameState, pitcherId: string): void {
  state.shadow = { bases: [null, null, null, null], outs: 0, pitcherOuts: { [pitcherId]: 0 }, runners: {} };
}

export function addShadowRunner(state: GameState, token: number, playerId: string, pitcherId: string): void {
  state.shadow.runners[token] = { playerId, pitcherId, scored: false, settled: false };
}

/** OBR 9.16(i): a reliever starts from the real outs, without the benefit of earlier errors. */
export function reliefEntersShadow_9_16i(state: GameState, pitcherId: string): void {
  state.shadow.pitcherOuts[pitcherId] = state.outs;
}

/** OBR 9.16: a run is earned when it also scores in the reconstruction before its third out. */
export function reconstructPlay_9_16(state: GameState, play: ShadowPlay): void {
  const shadow = state.shadow;
  const actualOutsBefore = state.outs;
  let increments = play.extraOuts ?? 0;
  let prevented = play.extraOuts ?? 0;
  const targets: { token: number; from: number; to: number }[] = [];
  const byToken = new Map(play.steps.map((step) => [step.token, step]));
  for (let base = 1; base <= 3; base++) {
    const token = shadow.bases[base];
    if (token === null) continue;
    const step = byToken.get(token);
    if (!step) {
      targets.push({ token, from: base, to: Math.min(4, base + (shadow.runners[token].scored ? play.hitBases : 0)) });
    } else if (step.action === 'out') {
      increments++;
    } else if (step.action === 'erase') {
      if (step.prevented) {
        increments++;
        prevented++;
      }
    } else {
      let bases = step.action === 'advance' ? (step.bases ?? 0) : 0;
      // Behind his real base because of an error: on a hit he still gets at least the batter's bases.
      if (step.action === 'advance' && step.from !== undefined && base < step.from) bases = Math.max(bases, play.hitBases);
      targets.push({ token, from: base, to: Math.min(4, base + bases) });
    }
  }
  for (const step of play.steps) {
    if (step.action === 'out' && shadow.runners[step.token]?.placed) increments++;
  }
  if (play.batter) {
    if (play.batter.out) increments++;
    else if (play.batter.prevented) {
      increments++;
      prevented++;
    } else if (play.batter.base > 0) targets.push({ token: play.batter.token, from: 0, to: play.batter.base });
  }
  // Forces: a trailing runner never passes or shares a base with the runner ahead.
  targets.sort((a, b) => a.from - b.from);
  let floor = 0;
  const next: (number | null)[] = [null, null, null, null];
  const scoredNow: number[] = [];
  for (const target of targets) {
    const to = floor >= 4 ? 4 : Math.max(target.to, floor + 1);
    floor = to;
    if (to >= 4) scoredNow.push(target.token);
    else next[to] = target.token;
  }
  shadow.bases = next;
  const earnedNow = (outs: number) => {
    const extended = outs > actualOutsBefore;
    return outs + prevented + (extended ? increments - prevented : 0) < 3;
  };
  const teamEarned = earnedNow(shadow.outs);
  for (const token of scoredNow) {
    const runner = shadow.runners[token];
    runner.shadowEarned = [earnedNow(shadow.pitcherOuts[runner.pitcherId] ?? shadow.outs), teamEarned];
    settle(state, runner);
  }
  shadow.outs += increments;
  for (const id of Object.keys(shadow.pitcherOuts)) shadow.pitcherOuts[id] += increments;
}

/** The real runner crossed the plate; an explicit credit settles the run at once. */
export function runScored_9_16(state: GameState, token: number | undefined, credit: RunCredit | undefined, playerId: string, pitcherId: string): void {
  let runner = token === undefined ? undefined : state.shadow.runners[token];
  if (!runner) {
    runner = { playerId, pitcherId, scored: false, settled: false };
    if (token !== undefined) state.shadow.runners[token] = runner;
  }
  runner.scored = true;
  runner.credit = credit;
  if (credit) {
    runner.settled = true;
    if (credit !== 'unearned') state.pitching[runner.pitcherId].er++;
    if (credit === 'earned') state.totals[state.pitching[runner.pitcherId].side].er++;
    return;
  }
  settle(state, runner);
}

function settle(state: GameState, runner: { scored: boolean; settled: boolean; shadowEarned?: [boolean, boolean]; pitcherId: string }): void {
  if (runner.settled || !runner.scored || !runner.shadowEarned) return;
  runner.settled = true;
  if (runner.shadowEarned[0]) state.pitching[runner.pitcherId].er++;
  if (runner.shadowEarned[1]) state.totals[state.pitching[runner.pitcherId].side].er++;
}
