/** One line of a lineup as the lineup routes take it. */
export type LineupEntry = { playerId: number; batNum: number; position: string | null };

/** Nine starters with a DH (players 1 to 9), the starting pitcher (player 0) at 0 and a reserve (player 10) at 100. */
export const dhLineup = (players: readonly number[]): LineupEntry[] => [
  ...['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH'].map((position, index) => ({ playerId: players[index + 1] as number, batNum: index + 1, position })),
  { playerId: players[0] as number, batNum: 0, position: 'P' },
  { playerId: players[10] as number, batNum: 100, position: null },
];

/** No DH: players 0 to 8 bat in order, the pitcher (player 0) among them. */
export const plainLineup = (players: readonly number[]): LineupEntry[] =>
  ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'].map((position, index) => ({ playerId: players[index] as number, batNum: index + 1, position }));
