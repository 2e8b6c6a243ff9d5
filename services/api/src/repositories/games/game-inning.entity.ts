import type { GameSide } from '@dugout/contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Game } from './game.entity';

/** Line score: runs of one side in one inning (1-based). runs null = the home half not batted (X). */
@Entity('game_inning')
export class GameInning {
  @PrimaryColumn({ name: 'game_id', type: 'int' })
  gameId!: number;

  @PrimaryColumn({ type: 'varchar', length: 5 })
  side!: GameSide;

  @PrimaryColumn({ type: 'int' })
  inning!: number;

  @ManyToOne(() => Game, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_game_inning_game_id' })
  game?: Game;

  @Column({ type: 'int', nullable: true })
  runs!: number | null;
}
