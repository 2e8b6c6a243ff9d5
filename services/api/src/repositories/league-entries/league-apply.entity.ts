import { RequestState } from '@dugout/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A team's application to a league (migration 1767227100000). openKey is 1 while the application
 * awaits a decision and null afterwards: the unique index keeps one open application per team and league.
 */
@Entity('league_apply')
@Index('UQ_league_apply_open', ['leagueId', 'teamId', 'openKey'], { unique: true })
@Index('IDX_league_apply_league_state', ['leagueId', 'state'])
@Index('IDX_league_apply_team_id', ['teamId'])
export class LeagueApply {
  @PrimaryGeneratedColumn({ name: 'apply_id' })
  applyId!: number;

  @Column({ name: 'league_id', type: 'int' })
  leagueId!: number;

  @Column({ name: 'team_id', type: 'int' })
  teamId!: number;

  /** The team manager who applied. */
  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ type: 'int', default: RequestState.Pending })
  state!: RequestState;

  @Column({ name: 'open_key', type: 'int', nullable: true, default: 1 })
  openKey!: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  memo!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  /** The league manager who approved or rejected it. */
  @Column({ name: 'decided_by', type: 'int', nullable: true })
  decidedBy!: number | null;

  @Column({ name: 'decided_at', type: 'datetime', nullable: true })
  decidedAt!: Date | null;
}
