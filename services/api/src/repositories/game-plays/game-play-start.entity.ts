import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How a game recorded play by play started (migration 1767228900000): its setup and league rules as JSON. */
@Entity('game_play_start')
export class GamePlayStartRow {
  @PrimaryColumn({ name: 'game_id', type: 'int' })
  gameId!: number;

  /** The GameSetup (@dugout/play-by-play) as JSON text. */
  @Column({ type: 'text' })
  setup!: string;

  /** The LeagueRules as JSON text. */
  @Column({ type: 'text' })
  rules!: string;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  /** UTC. */
  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
