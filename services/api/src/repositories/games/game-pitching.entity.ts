import { OPTIONAL_PITCHING_COUNTS, PITCHING_COUNTS, type PitcherResult, type PitchingCounts } from '@dugout/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { BoxScoreLineColumns, declareCountColumns } from './box-score-count.columns';
import { Game } from './game.entity';
import { Player } from '../players/player.entity';

/** One pitcher's line in one game. Innings are outs recorded, never decimals (5⅔ = 17). */
@Entity('game_pitching')
@Index('IDX_game_pitching_game_id', ['gameId'])
@Index('IDX_game_pitching_player_id', ['playerId'])
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the counts are declared in the interface below
export class GamePitching extends BoxScoreLineColumns {
  @PrimaryGeneratedColumn({ name: 'game_pitching_id' })
  gamePitchingId!: number;

  @ManyToOneBy(() => Game, 'game_id', 'FK_game_pitching_game_id', 'CASCADE')
  game?: Game;

  @ManyToOneBy(() => Player, 'player_id', 'FK_game_pitching_player_id')
  player?: Player;

  /** 1 the starter, then relievers in the order they came in. */
  @Column({ name: 'pitch_order', type: 'int' })
  pitchOrder!: number;

  @Column({ type: 'boolean', default: false })
  starter!: boolean;

  /** w win, l loss, s save, h hold. */
  @Column({ type: 'varchar', length: 1, nullable: true })
  decision!: PitcherResult | null;
}

/** Its counts (PitchingCounts, pitches included): the columns are declared from the contract's list. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface -- its count columns are declared from the contract's list below
export interface GamePitching extends PitchingCounts {}
declareCountColumns(GamePitching.prototype, PITCHING_COUNTS, OPTIONAL_PITCHING_COUNTS);
