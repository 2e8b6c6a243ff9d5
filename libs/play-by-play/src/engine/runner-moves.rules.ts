import type { BaseTo, RunnerMove, RunnerPlay } from '../model/game-event.types';
import type { GameState, Runner } from './game-state.types';
import { BASE_NAMES, refuse } from './game-state.helpers';

/** Moves a play implies when the scorer lists none for that runner (SB2 = 1-2, CS2 = 1X2, BK = every runner one base). */
export function impliedMoves(state: GameState, plays: RunnerPlay[]): RunnerMove[] {
  const moves: RunnerMove[] = [];
  for (const play of plays) {
    const base = play.base;
    switch (play.type) {
      case 'stolenBase':
        if (base) moves.push({ from: (base - 1) as 0 | 1 | 2 | 3, to: base });
        break;
      case 'caughtStealing':
      case 'pickoffCaughtStealing':
        if (base && play.error === undefined) moves.push({ from: (base - 1) as 0 | 1 | 2 | 3, to: base, out: true, fielders: play.fielders });
        break;
      case 'pickoff':
        if (base && base < 4 && play.error === undefined) moves.push({ from: base as 1 | 2 | 3, to: base, out: true, fielders: play.fielders });
        break;
      case 'balk':
        for (let b = 3; b >= 1; b--) if (state.bases[b]) moves.push({ from: b as 1 | 2 | 3, to: (b + 1) as BaseTo });
        break;
      default:
        break;
    }
  }
  return moves;
}

export function mergeMoves(explicit: RunnerMove[], implied: RunnerMove[]): RunnerMove[] {
  const byFrom = new Map<number, RunnerMove>();
  for (const move of implied) byFrom.set(move.from, move);
  for (const move of explicit) {
    const base = byFrom.get(move.from);
    byFrom.set(move.from, base && move.out && !move.fielders && base.fielders ? { ...move, fielders: base.fielders } : move);
  }
  return [...byFrom.values()].sort((a, b) => b.from - a.from);
}

/**
 * OBR 5.06(b)(3) and 5.09(b)(4): a runner the scorer did not list is forced ahead by the runner
 * behind him (the batter on a walk, everyone on a home run); listed runners are never changed.
 */
export function forceUnlistedRunners(state: GameState, moves: RunnerMove[]): RunnerMove[] {
  const batter = moves.find((m) => m.from === 0);
  let trailing = batter && !batter.out ? batter.to : 0;
  const added: RunnerMove[] = [];
  for (let base = 1; base <= 3; base++) {
    if (!state.bases[base]) continue;
    const listed = moves.find((m) => m.from === base);
    if (listed) {
      trailing = listed.out ? 0 : listed.to;
    } else if (trailing >= base) {
      const to = (trailing >= 4 ? 4 : trailing + 1) as BaseTo;
      added.push({ from: base as 1 | 2 | 3, to });
      trailing = to;
    } else trailing = base;
  }
  return added.length ? [...moves, ...added].sort((a, b) => b.from - a.from) : moves;
}

/** Refuses moves that cannot happen: an empty base, a runner passing another, a fourth out. */
export function checkMoves(state: GameState, moves: RunnerMove[], batterMoves: boolean): void {
  const seen = new Set<number>();
  for (const move of moves) {
    if (seen.has(move.from)) refuse(`${BASE_NAMES[move.from]} 주자의 진루가 두 번 기록되었습니다.`, 'INVALID_EVENT');
    seen.add(move.from);
    if (move.from === 0 && !batterMoves) refuse('주자 플레이에서 타자는 움직일 수 없습니다.', 'INVALID_EVENT');
    if (move.from > 0 && !state.bases[move.from]) refuse(`${BASE_NAMES[move.from]}에 주자가 없습니다.`, 'NO_RUNNER');
    if (move.to < move.from) refuse(`${BASE_NAMES[move.from]} 주자는 뒤로 갈 수 없습니다.`, 'INVALID_EVENT');
  }
  // Final places, lead runner first: nobody passes the runner ahead or shares his base.
  const finals: { from: number; to: number }[] = [];
  for (let base = 3; base >= 0; base--) {
    const move = moves.find((m) => m.from === base);
    if (move) {
      if (!move.out) finals.push({ from: base, to: move.to });
    } else if (base > 0 && state.bases[base]) finals.push({ from: base, to: base });
  }
  for (let i = 1; i < finals.length; i++) {
    const ahead = finals[i - 1];
    const behind = finals[i];
    if (behind.to === 4 && ahead.to === 4) continue;
    if (behind.to > ahead.to) refuse(`${BASE_NAMES[behind.from]} 주자가 앞 주자(${BASE_NAMES[ahead.from]})를 앞지를 수 없습니다.`, 'RUNNER_PASSED');
    if (behind.to === ahead.to) refuse(`두 주자가 같은 베이스(${BASE_NAMES[ahead.to]})에 있을 수 없습니다.`, 'BASE_OCCUPIED');
  }
  const outs = moves.filter((m) => m.out).length;
  if (state.outs + outs > 3) refuse(`아웃이 ${state.outs + outs}개가 됩니다: 한 이닝에 세 아웃을 넘을 수 없습니다.`, 'FOURTH_OUT');
}

export interface MoveOutcome {
  outs: number;
  scored: { move: RunnerMove; runner: Runner }[];
}

/** Moves the runners (lead runner first); runs are counted by the caller. */
export function moveRunners(state: GameState, moves: RunnerMove[], batter: Runner | null): MoveOutcome {
  const outcome: MoveOutcome = { outs: 0, scored: [] };
  const next = [...state.bases];
  for (const move of moves) {
    const runner = move.from === 0 ? batter : state.bases[move.from];
    if (!runner) continue;
    if (move.from > 0 && next[move.from] === runner) next[move.from] = null;
    if (move.out) outcome.outs++;
    else if (move.to === 4) outcome.scored.push({ move, runner });
    else next[move.to] = runner;
  }
  state.bases = next;
  return outcome;
}
