import type { FieldPosition, RunnerPlay, Side } from '../model/game-event.types';
import type { GameState } from './game-state.types';
import { fieldingLine } from './game-state.helpers';

export interface Credits {
  putouts: FieldPosition[];
  assists: Set<FieldPosition>;
  errors: FieldPosition[];
}

/** An error on a CS or pickoff: the throw before it is still an assist (9.10(a)(2)). */
export function creditPlays(credits: Credits, plays: RunnerPlay[]): void {
  for (const play of plays) {
    if (play.error === undefined) continue;
    credits.errors.push(play.error);
    for (const pos of play.fielders ?? []) credits.assists.add(pos);
  }
}

export function creditChain(credits: Credits, chain: FieldPosition[] | undefined): void {
  if (!chain || chain.length === 0) return;
  credits.putouts.push(chain[chain.length - 1]);
  for (let i = 0; i < chain.length - 1; i++) credits.assists.add(chain[i]);
}

/** OBR 9.09, 9.10, 9.12: putouts, assists, errors; 9.11 double and triple plays. */
export function creditFielders(state: GameState, credits: Credits, outs: number): void {
  const side: Side = state.half === 0 ? 1 : 0;
  const team = state.teams[side];
  const involved = new Set<string>();
  const line = (pos: FieldPosition) => {
    const playerId = team.positions[pos];
    return playerId ? fieldingLine(state, playerId, side, pos) : undefined;
  };
  for (const pos of credits.putouts) {
    const l = line(pos);
    if (l) {
      l.po++;
      involved.add(`${l.playerId}@${pos}`);
    }
  }
  for (const pos of credits.assists) {
    const l = line(pos);
    if (l) {
      l.a++;
      involved.add(`${l.playerId}@${pos}`);
    }
  }
  for (const pos of credits.errors) {
    const l = line(pos);
    if (l) l.e++;
    state.totals[side].e++;
  }
  if (outs >= 2) {
    const key = outs >= 3 ? 'tp' : 'dp';
    state.totals[side][key]++;
    for (const id of involved) state.fielding[id][key]++;
  }
  if (outs > 0) {
    for (let pos = 1; pos <= 9; pos++) {
      const playerId = team.positions[pos];
      if (playerId) fieldingLine(state, playerId, side, pos).outs += outs;
    }
  }
}
