import type { GameEvent, GameSetup, LineupEntry, PlateAppearanceEvent, RunnerMove, Side, SubstitutionEvent } from '../model/game-event.types';

/** A DH game: visitor players v1..v9 (v1 the pitcher's slot is DH-less), pitcher vP; home h1..h9, pitcher hP. */
export function dhSetup(): GameSetup {
  const lineup = (prefix: string): LineupEntry[] => [
    ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((position, index) => ({ playerId: `${prefix}${index + 1}`, slot: index + 1, position: position as LineupEntry['position'] })),
    { playerId: `${prefix}P`, slot: 0, position: 1 },
  ];
  return { gameId: 'TEST', visitor: 'AAA', home: 'BBB', lineups: [lineup('v'), lineup('h')] };
}

export const pa = (result: PlateAppearanceEvent['result'], moves: RunnerMove[] = [], extra: Partial<PlateAppearanceEvent> = {}): PlateAppearanceEvent => ({
  kind: 'plateAppearance',
  result,
  moves,
  ...extra,
});

export const K = pa('strikeout');
/** A fly out to center. */
export const F8 = pa('out', [{ from: 0, to: 1, out: true, fielders: [8] }]);
/** A ground out 6-3. */
export const G63 = pa('out', [{ from: 0, to: 1, out: true, fielders: [6, 3] }]);

export const pitcher = (side: Side, playerId: string): SubstitutionEvent => ({ kind: 'substitution', side, playerId, slot: 0, position: 1 });

/** Three quick outs. */
export const side3: GameEvent[] = [K, K, K];

/** Innings where nothing happens, `halves` half innings of three strikeouts. */
export function quietHalves(halves: number): GameEvent[] {
  return Array.from({ length: halves }, () => side3).flat();
}
