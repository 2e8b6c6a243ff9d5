import type { BattingLineEntry, GameRecordBody, GameSide, PitcherResult, PitchingLineEntry, WinType } from '@dugout/contracts';
import type { GameEvent, GameSetup, Side, SubstitutePosition } from '../model/game-event.types';
import type { Decisions, GameRecord, GameState } from '../engine/game-state.types';

export interface GameRecordBodyOptions {
  /** The product's player id for an engine player id. */
  playerId: (id: string) => number;
}

const SIDE_NAMES: readonly [GameSide, GameSide] = ['visit', 'home'];

const POSITION_CODES: Record<SubstitutePosition, string> = {
  1: 'P',
  2: 'C',
  3: '1B',
  4: '2B',
  5: '3B',
  6: 'SS',
  7: 'LF',
  8: 'CF',
  9: 'RF',
  10: 'DH',
  PH: 'PH',
  PR: 'PR',
};

/**
 * The engine's record as the product's box score (GameRecordBody). Batting lines follow the slots in
 * the order players entered them (subOrder), with the position each entered with; a pitcher who did
 * not bat (slot 0) has no batting line.
 */
export function toGameRecordBody(
  setup: GameSetup,
  events: readonly GameEvent[],
  replayed: { state: GameState; record: GameRecord },
  options: GameRecordBodyOptions,
): GameRecordBody {
  const { state, record } = replayed;
  const { winType, winnerSide } = gameResult(state);
  const batting = battingLines(setup, events, record, options);
  const pitching = pitchingLines(events, record, winType !== null, options);
  const lineScore = { visit: [...record.lineScore[0]] as (number | null)[], home: [...record.lineScore[1]] as (number | null)[] };
  // X: the game ended after the visitors' half, so the home side did not bat its last inning.
  if (state.over && (state.overReason === 'regulation' || state.overReason === 'mercy') && lineScore.home.length === lineScore.visit.length - 1) {
    lineScore.home.push(null);
  }
  const sideTotals = (side: Side) => ({
    runs: record.score[side],
    hits: record.totals[side].h,
    errors: record.totals[side].e,
    walks: batting.filter((line) => line.side === SIDE_NAMES[side]).reduce((total, line) => total + line.bb + (line.hbp ?? 0), 0),
  });
  return { winType, winnerSide, lineScore, visit: sideTotals(0), home: sideTotals(1), batting, pitching };
}

/**
 * The result by how the game ended: regulation or walk-off '1' (정상), '4' (승부치기) once the
 * league's tiebreaker innings were reached, mercy rule or a called game '2' (콜드게임; level is a
 * draw), nothing while the game goes on or waits to be resumed (suspended).
 */
export function gameResult(state: GameState): { winType: WinType | null; winnerSide: GameSide | null } {
  if (!state.over || state.overReason === 'suspended') return { winType: null, winnerSide: null };
  const [visitor, home] = state.score;
  const winnerSide: GameSide | null = visitor === home ? null : visitor > home ? 'visit' : 'home';
  if (state.overReason === 'mercy' || state.overReason === 'called') return { winType: '2', winnerSide };
  const tiebreaker = state.rules.tiebreaker;
  const winType: WinType = tiebreaker && state.inning >= tiebreaker.fromInning ? '4' : '1';
  return { winType, winnerSide };
}

interface SlotEntry {
  playerId: string;
  side: Side;
  slot: number;
  subOrder: number;
  position: string;
}

function battingLines(setup: GameSetup, events: readonly GameEvent[], record: GameRecord, options: GameRecordBodyOptions): BattingLineEntry[] {
  const entries: SlotEntry[] = [];
  const placed = new Set<string>();
  const enter = (side: Side, playerId: string, slot: number, position: SubstitutePosition) => {
    const key = `${side}:${playerId}`;
    if (slot < 1 || placed.has(key)) return;
    placed.add(key);
    const subOrder = entries.filter((entry) => entry.side === side && entry.slot === slot).length;
    entries.push({ playerId, side, slot, subOrder, position: POSITION_CODES[position] });
  };
  for (const side of [0, 1] as const) for (const entry of setup.lineups[side]) enter(side, entry.playerId, entry.slot, entry.position);
  for (const event of events) if (event.kind === 'substitution') enter(event.side, event.playerId, event.slot, event.position);
  const lines: BattingLineEntry[] = [];
  for (const entry of entries) {
    const line = record.batting[entry.playerId];
    if (!line || line.side !== entry.side) continue;
    const { side: _side, slot: _slot, ...counts } = line;
    lines.push({
      playerId: options.playerId(entry.playerId),
      side: SIDE_NAMES[entry.side],
      batNum: entry.slot,
      subOrder: entry.subOrder,
      position: entry.position,
      ...counts,
    });
  }
  return lines;
}

function pitchingLines(events: readonly GameEvent[], record: GameRecord, finished: boolean, options: GameRecordBodyOptions): PitchingLineEntry[] {
  // Pitches are not recorded when the scorer entered none (a box score without a pitch-by-pitch record).
  const pitchesRecorded = events.some((event) => event.kind === 'pitch');
  const decision = finished ? decisionOf(record.decisions) : () => null;
  return Object.entries(record.pitching)
    .sort(([, a], [, b]) => a.side - b.side || a.seq - b.seq)
    .map(([id, line]) => {
      const { side, seq, ibb: _ibb, strikes: _strikes, pitches, ...counts } = line;
      const credited = decision(id);
      return {
        playerId: options.playerId(id),
        side: SIDE_NAMES[side],
        order: seq,
        starter: seq === 1,
        decision: credited,
        ...counts,
        pitches: pitchesRecorded ? pitches : null,
      };
    });
}

/** One decision per pitcher: a win, loss or save outranks a hold. */
function decisionOf(decisions: Decisions): (id: string) => PitcherResult | null {
  return (id) => {
    if (id === decisions.win) return 'w';
    if (id === decisions.loss) return 'l';
    if (id === decisions.save) return 's';
    return decisions.holds.includes(id) ? 'h' : null;
  };
}
