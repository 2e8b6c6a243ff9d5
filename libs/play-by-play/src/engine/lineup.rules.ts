import type { SubstitutionEvent } from '../model/game-event.types';
import type { GameState } from './game-state.types';
import { BASE_NAMES, battingLine, defense, enterPitcher, fieldingLine, refuse } from './game-state.helpers';

/** League tiebreaker (승부치기): runners placed from an extra inning, the batters before the leadoff man. */
export function placeTiebreakerRunners(state: GameState): void {
  const tiebreaker = state.rules.tiebreaker;
  if (!tiebreaker || state.inning < tiebreaker.fromInning) return;
  const offense = state.teams[state.half];
  const bases = [...tiebreaker.bases].sort((a, b) => b - a);
  bases.forEach((base, index) => {
    const slot = ((offense.nextSlot - 2 - index + 18) % 9) + 1;
    placeRunner(state, offense.slots[slot], base);
  });
}

/** A runner put on base by rule: charged to the pitcher, never earned (not in the reconstruction). */
export function placeRunner(state: GameState, playerId: string, base: 1 | 2 | 3): void {
  if (state.bases[base]) refuse(`${BASE_NAMES[base]}에 이미 주자가 있습니다.`, 'BASE_OCCUPIED');
  const runner = { id: state.nextRunnerId++, playerId, pitcherId: defense(state).pitcherId };
  state.bases[base] = runner;
  // Treated as on base by an error (no out added for him), but an out made on him still counts.
  state.shadow.runners[runner.id] = { playerId, pitcherId: runner.pitcherId, scored: false, settled: false, placed: true };
}

/** OBR 5.10: a substitute takes a batting slot and/or a position; the player he replaces may not return (5.10(d)) unless the league allows re-entry. */
export function substitution(state: GameState, event: SubstitutionEvent): void {
  const team = state.teams[event.side];
  const { playerId, slot, position } = event;
  const status = team.appeared[playerId];
  const starterSlot = team.starters.includes(playerId);
  if (status === 'out') {
    const canReenter = state.rules.reentry && starterSlot && !team.reentered.includes(playerId);
    if (!canReenter) refuse(`${playerId} 선수는 이미 교체되어 경기에서 빠졌으므로 다시 나올 수 없습니다.`, 'PLAYER_LEFT_GAME');
    team.reentered.push(playerId);
  }
  if (slot >= 1 && slot <= 9) {
    const previous = team.slots[slot];
    if (previous !== playerId) {
      if (position === 'PR') {
        const runner = state.bases.find((r) => r?.playerId === previous);
        if (!runner) refuse(`대주자로 바꿀 ${slot}번 타자가 베이스에 없습니다.`, 'NO_RUNNER');
        runner.playerId = playerId;
        const shadow = state.shadow.runners[runner.id];
        if (shadow) shadow.playerId = playerId;
      }
      team.slots[slot] = playerId;
      // OBR 5.10(d): a player removed from the batting order is out of the game, his position too.
      for (let p = 1; p <= 10; p++) if (team.positions[p] === previous) team.positions[p] = '';
    }
    battingLine(state, playerId, event.side, slot);
  }
  if (typeof position === 'number') {
    const wasDh = team.dh && team.positions[10] === playerId;
    for (let p = 1; p <= 10; p++) if (team.positions[p] === playerId) team.positions[p] = '';
    team.positions[position] = playerId;
    if (position === 10) {
      if (!state.rules.designatedHitter) refuse('지명타자를 쓰지 않는 리그입니다.', 'INVALID_EVENT');
      if (team.dhEnded) refuse('지명타자가 없어진 뒤에는 다시 지명타자를 쓸 수 없습니다.', 'INVALID_EVENT');
      team.dh = true;
    } else if (team.dh && (wasDh || (position === 1 && slot >= 1))) {
      // OBR 5.11(a): the DH goes to the field or the pitcher bats: no DH for the rest of the game.
      team.dh = false;
      team.dhEnded = true;
    }
    if (position === 1) {
      if (team.pitcherId !== playerId) {
        if (state.paPitcher && state.half !== event.side && (state.balls > 0 || state.strikes > 0)) {
          state.paPitcher = { pitcherId: state.paPitcher.pitcherId, balls: state.balls, strikes: state.strikes };
        } else if (state.half !== event.side) state.paPitcher = null;
        team.pitcherId = playerId;
        enterPitcher(state, event.side, playerId);
      }
    } else if (position !== 10) fieldingLine(state, playerId, event.side, position);
  }
  team.appeared[playerId] = 'in';
  const inGame = new Set<string>([...team.slots, ...team.positions]);
  for (const id of Object.keys(team.appeared)) if (team.appeared[id] === 'in' && !inGame.has(id)) team.appeared[id] = 'out';
}
