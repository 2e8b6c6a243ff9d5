import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A season's participation agreement text (migration 1767228300000). */
@Entity('season_agreement')
export class SeasonAgreement {
  @PrimaryColumn({ name: 'season_id', type: 'int' })
  seasonId!: number;

  @Column({ type: 'text' })
  content!: string;

  /** The league manager who last wrote it. */
  @Column({ name: 'updated_by', type: 'int' })
  updatedBy!: number;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;
}
