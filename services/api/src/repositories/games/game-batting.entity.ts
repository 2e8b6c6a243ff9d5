import { BATTING_COUNTS, OPTIONAL_BATTING_COUNTS, type BattingCounts, type GameSide } from '@dugout/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { declareCountColumns } from './box-score-count.columns';
import { Game } from './game.entity';
import { Player } from '../players/player.entity';

/** One batter's box-score line in one game. */
@Entity('game_batting')
@Index('IDX_game_batting_game_id', ['gameId'])
@Index('IDX_game_batting_player_id', ['playerId'])
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the counts are declared in the interface below
export class GameBatting {
  @PrimaryGeneratedColumn({ name: 'game_batting_id' })
  gameBattingId!: number;

  @Column({ name: 'game_id', type: 'int' })
  gameId!: number;

  @ManyToOne(() => Game, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_game_batting_game_id' })
  game?: Game;

  @Column({ type: 'varchar', length: 5 })
  side!: GameSide;

  @Column({ name: 'team_id', type: 'int' })
  teamId!: number;

  /** player.player_id */
  @Column({ name: 'player_id', type: 'int' })
  playerId!: number;

  @ManyToOne(() => Player)
  @JoinColumn({ name: 'player_id', foreignKeyConstraintName: 'FK_game_batting_player_id' })
  player?: Player;

  /** Batting slot 1..99. */
  @Column({ name: 'bat_num', type: 'int' })
  batNum!: number;

  /** 0 for the player who started in the slot, then 1, 2, ... for later players in it. */
  @Column({ name: 'sub_order', type: 'int', default: 0 })
  subOrder!: number;

  /** P C 1B 2B 3B SS LF CF RF DH, or PH / PR. */
  @Column({ type: 'varchar', length: 3, nullable: true })
  position!: string | null;
}

/** Its counts (BattingCounts): the columns are declared from the contract's list. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface -- its count columns are declared from the contract's list below
export interface GameBatting extends BattingCounts {}
declareCountColumns(GameBatting.prototype, BATTING_COUNTS, OPTIONAL_BATTING_COUNTS);
