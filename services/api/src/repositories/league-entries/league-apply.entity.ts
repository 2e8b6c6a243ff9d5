import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DecidedRequestColumns } from '../decided-request.columns';

/** A team's application to a league (migration 1767227100000): one awaiting application per team and league. */
@Entity('league_apply')
@Index('UQ_league_apply_open', ['leagueId', 'teamId', 'openKey'], { unique: true })
@Index('IDX_league_apply_league_state', ['leagueId', 'state'])
@Index('IDX_league_apply_team_id', ['teamId'])
export class LeagueApply extends DecidedRequestColumns {
  @PrimaryGeneratedColumn({ name: 'apply_id' })
  applyId!: number;

  @Column({ name: 'league_id', type: 'int' })
  leagueId!: number;

  @Column({ name: 'team_id', type: 'int' })
  teamId!: number;

  /** The team manager who applied. */
  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  memo!: string | null;
}
