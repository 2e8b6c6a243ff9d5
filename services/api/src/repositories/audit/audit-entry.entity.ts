import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One admin write (migration 1767226500000). Inserted only, through AuditService.record; nothing
 * in the product updates or deletes it. `changes` is the JSON text of AuditChanges.
 */
@Entity('audit_entry')
@Index('IDX_audit_entry_scope_created', ['scopeType', 'scopeId', 'createdAt'])
@Index('IDX_audit_entry_scope_user', ['scopeType', 'scopeId', 'userId'])
export class AuditEntryRow {
  @PrimaryGeneratedColumn({ name: 'audit_id' })
  auditId!: number;

  @Column({ name: 'scope_type', type: 'varchar', length: 20 })
  scopeType!: string;

  @Column({ name: 'scope_id', type: 'int' })
  scopeId!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  @Column({ name: 'object_type', type: 'varchar', length: 30 })
  objectType!: string;

  @Column({ name: 'object_id', type: 'int' })
  objectId!: number;

  @Column({ type: 'text' })
  changes!: string;

  /** UTC; shown in Korean time. */
  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
