import type { GameSide } from '@dugout/contracts';
import { Column } from 'typeorm';

/**
 * Declares a box-score line table's count columns from the contract's list: column = property =
 * count name (pa, b2, gidp, ...); int, default 0, nullable (null = not recorded) for the optional ones.
 */
export function declareCountColumns(target: object, counts: readonly string[], optional: readonly string[]): void {
  for (const count of counts) {
    Column(optional.includes(count) ? { type: 'int', nullable: true } : { type: 'int', default: 0 })(target, count);
  }
}

/** The columns a batting line and a pitching line share: the game, the side, the side's team and the player. */
export abstract class BoxScoreLineColumns {
  @Column({ name: 'game_id', type: 'int' })
  gameId!: number;

  @Column({ type: 'varchar', length: 5 })
  side!: GameSide;

  @Column({ name: 'team_id', type: 'int' })
  teamId!: number;

  /** player.player_id */
  @Column({ name: 'player_id', type: 'int' })
  playerId!: number;
}
