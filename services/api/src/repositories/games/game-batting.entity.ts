import { BATTING_COUNTS, OPTIONAL_BATTING_COUNTS, type BattingCounts } from '@dugout/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { BoxScoreLineColumns, declareCountColumns } from './box-score-count.columns';
import { Game } from './game.entity';
import { Player } from '../players/player.entity';

/** One batter's box-score line in one game. */
@Entity('game_batting')
@Index('IDX_game_batting_game_id', ['gameId'])
@Index('IDX_game_batting_player_id', ['playerId'])
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the counts are declared in the interface below
export class GameBatting extends BoxScoreLineColumns {
  @PrimaryGeneratedColumn({ name: 'game_batting_id' })
  gameBattingId!: number;

  @ManyToOneBy(() => Game, 'game_id', 'FK_game_batting_game_id', 'CASCADE')
  game?: Game;

  @ManyToOneBy(() => Player, 'player_id', 'FK_game_batting_player_id')
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
