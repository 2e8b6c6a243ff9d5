import type { Side } from '../model/game-event.types';
import { reliefEntersShadow_9_16i } from './earned-runs.rules';
import type { BattingLine, FieldingLine, GameState, PitchingLine, TeamState, TeamTotals } from './game-state.types';
import { PlayByPlayError } from './play-by-play.error';

export const BASE_NAMES = ['타자', '1루', '2루', '3루', '홈'];

export const emptyTotals = (): TeamTotals => ({ r: 0, h: 0, e: 0, lob: 0, dp: 0, tp: 0, pa: 0, er: 0 });

export function emptyTeam(): TeamState {
  return { slots: Array(10).fill(''), positions: Array(11).fill(''), nextSlot: 1, pitcherId: '', appeared: {}, starters: [], reentered: [], dh: false };
}

export function battingLine(state: GameState, playerId: string, side: Side, slot: number): BattingLine {
  let line = state.batting[playerId];
  if (!line) {
    line = { side, slot, pa: 0, ab: 0, r: 0, h: 0, b2: 0, b3: 0, hr: 0, rbi: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sb: 0, cs: 0, sh: 0, sf: 0, gidp: 0 };
    state.batting[playerId] = line;
  }
  return line;
}

export function fieldingLine(state: GameState, playerId: string, side: Side, pos: number): FieldingLine {
  const key = `${playerId}@${pos}`;
  let line = state.fielding[key];
  if (!line) {
    line = { side, playerId, pos, outs: 0, po: 0, a: 0, e: 0, dp: 0, tp: 0 };
    state.fielding[key] = line;
  }
  return line;
}

export function enterPitcher(state: GameState, side: Side, pitcherId: string): void {
  const seq = state.pitcherEntries.filter((entry) => entry.side === side).length + 1;
  const line: PitchingLine = { side, seq, outs: 0, bf: 0, h: 0, hr: 0, r: 0, er: 0, bb: 0, ibb: 0, hbp: 0, so: 0, wp: 0, bk: 0, pitches: 0, strikes: 0 };
  state.pitching[pitcherId] = state.pitching[pitcherId] ?? line;
  fieldingLine(state, pitcherId, side, 1);
  const own = state.score[side];
  const other = state.score[side === 0 ? 1 : 0];
  const defending = state.half !== side;
  state.pitcherEntries.push({
    pitcherId,
    side,
    leadAtEntry: own - other,
    runnersOnAtEntry: defending ? state.bases.filter(Boolean).length : 0,
    inning: state.inning,
    outsAtEntry: defending ? state.outs : 0,
    runsBeforeEntry: state.runs.length,
  });
  if (defending && state.shadow.pitcherOuts) reliefEntersShadow_9_16i(state, pitcherId);
}

export function refuse(message: string, code: ConstructorParameters<typeof PlayByPlayError>[1]): never {
  throw new PlayByPlayError(message, code);
}

export function defense(state: GameState): TeamState {
  return state.teams[state.half === 0 ? 1 : 0];
}
