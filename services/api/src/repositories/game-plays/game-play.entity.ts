import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One event of a game recorded play by play (migration 1767228900000), in order by seq (1, 2, …). */
@Entity('game_play')
export class GamePlayRow {
  @PrimaryColumn({ name: 'game_id', type: 'int' })
  gameId!: number;

  @PrimaryColumn({ type: 'int' })
  seq!: number;

  /** The GameEvent (@dugout/play-by-play) as JSON text. */
  @Column({ type: 'text' })
  event!: string;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  /** UTC. */
  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
