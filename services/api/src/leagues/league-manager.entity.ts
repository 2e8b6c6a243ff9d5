import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A member who runs a league main: grade 1 has every right, grade 5 the game records, others their role flags. */
@Entity('league_manager')
@Index('IDX_league_manager_user_id', ['userId'])
export class LeagueManager {
  @PrimaryColumn({ name: 'main_id', type: 'int' })
  mainId!: number;

  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ type: 'int', default: 1 })
  grade!: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  memo!: string | null;

  /** The permission flags as JSON text, as the spec's manager check returns them. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  roles!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
