import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The state of a manager request. */
export const ManagerRequestStatus = { Pending: 1, Approved: 2, Rejected: 3 } as const;
export type ManagerRequestStatus = (typeof ManagerRequestStatus)[keyof typeof ManagerRequestStatus];

/** A member's request to become a manager of a league main; a grade-1 manager approves or rejects it. */
@Entity('manager_request')
@Index('IDX_manager_request_main_status', ['mainId', 'status'])
@Index('IDX_manager_request_user_id', ['userId'])
export class ManagerRequest {
  @PrimaryGeneratedColumn({ name: 'request_id' })
  requestId!: number;

  @Column({ name: 'main_id', type: 'int' })
  mainId!: number;

  /** The member who asked. */
  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  message!: string | null;

  @Column({ type: 'int', default: ManagerRequestStatus.Pending })
  status!: ManagerRequestStatus;

  /** The grade-1 manager who approved or rejected it. */
  @Column({ name: 'decided_by', type: 'int', nullable: true })
  decidedBy!: number | null;

  @Column({ name: 'decided_at', type: 'datetime', nullable: true })
  decidedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
