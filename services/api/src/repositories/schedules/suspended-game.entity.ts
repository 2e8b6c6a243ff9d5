import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, Column } from 'typeorm';
import { Season } from '../leagues/season.entity';
import { Schedule } from './schedule.entity';

/** The season's suspended-games list (서스펜디드): GET /api/game/season/{id}/suspended. */
@Entity('suspended_game')
@Index('IDX_suspended_game_season_id', ['seasonId'])
export class SuspendedGame {
  @PrimaryColumn({ name: 'game_id', type: 'int' })
  gameId!: number;

  @OneToOne(() => Schedule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_suspended_game_game_id' })
  schedule?: Schedule;

  @Column({ name: 'season_id', type: 'int' })
  seasonId!: number;

  @ManyToOne(() => Season, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'season_id', foreignKeyConstraintName: 'FK_suspended_game_season_id' })
  season?: Season;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
