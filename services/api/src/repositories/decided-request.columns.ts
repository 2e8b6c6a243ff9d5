import { RequestState } from '@dugout/contracts';
import { Column, CreateDateColumn } from 'typeorm';

/**
 * Base of the requests a manager decides (league_apply, team_join_request): the state, and openKey,
 * 1 while the request awaits a decision and null afterwards, so that a unique index over it keeps
 * one awaiting request per pair.
 */
export abstract class DecidedRequestColumns {
  @Column({ type: 'int', default: RequestState.Pending })
  state!: RequestState;

  @Column({ name: 'open_key', type: 'int', nullable: true, default: 1 })
  openKey!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  /** The manager (of the league, of the team) who approved or rejected it. */
  @Column({ name: 'decided_by', type: 'int', nullable: true })
  decidedBy!: number | null;

  @Column({ name: 'decided_at', type: 'datetime', nullable: true })
  decidedAt!: Date | null;
}
