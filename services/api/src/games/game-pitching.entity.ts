import type { GameSide, PitcherResult } from '@dugout/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Game } from './game.entity';
import { Player } from '../players/player.entity';

/** One pitcher's line in one game. Innings are outs recorded, never decimals (5⅔ = 17). */
@Entity('game_pitching')
@Index('IDX_game_pitching_game_id', ['gameId'])
@Index('IDX_game_pitching_player_id', ['playerId'])
export class GamePitching {
  @PrimaryGeneratedColumn({ name: 'game_pitching_id' })
  gamePitchingId!: number;

  @Column({ name: 'game_id', type: 'int' })
  gameId!: number;

  @ManyToOne(() => Game, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_game_pitching_game_id' })
  game?: Game;

  @Column({ type: 'varchar', length: 5 })
  side!: GameSide;

  @Column({ name: 'team_id', type: 'int' })
  teamId!: number;

  /** player.player_id */
  @Column({ name: 'player_id', type: 'int' })
  playerId!: number;

  @ManyToOne(() => Player)
  @JoinColumn({ name: 'player_id', foreignKeyConstraintName: 'FK_game_pitching_player_id' })
  player?: Player;

  /** 1 the starter, then relievers in the order they came in. */
  @Column({ name: 'pitch_order', type: 'int' })
  pitchOrder!: number;

  @Column({ type: 'boolean', default: false })
  starter!: boolean;

  @Column({ type: 'int', default: 0 }) outs!: number;
  @Column({ type: 'int', default: 0 }) bf!: number;
  @Column({ type: 'int', default: 0 }) h!: number;
  @Column({ type: 'int', default: 0 }) hr!: number;
  @Column({ type: 'int', default: 0 }) r!: number;
  @Column({ type: 'int', default: 0 }) er!: number;
  @Column({ type: 'int', default: 0 }) bb!: number;
  @Column({ type: 'int', default: 0 }) hbp!: number;
  @Column({ type: 'int', default: 0 }) so!: number;
  @Column({ type: 'int', default: 0 }) wp!: number;
  @Column({ type: 'int', default: 0 }) bk!: number;

  /** null when the league did not count pitches. */
  @Column({ type: 'int', nullable: true })
  pitches!: number | null;

  /** w win, l loss, s save, h hold. */
  @Column({ type: 'varchar', length: 1, nullable: true })
  decision!: PitcherResult | null;
}
