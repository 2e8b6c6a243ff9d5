import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { incrementId, integer, varchar } from './table-parts';

/**
 * The audit log of admin writes: who (user_id), when (UTC), whose log (a league main or a team),
 * what kind of write on which object, and the changed fields before and after as JSON text.
 * Rows are only ever inserted. user_id has no foreign key so that an entry outlives its author.
 */
export class AuditLog1767226500000 implements MigrationInterface {
  name = 'AuditLog1767226500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'audit_entry',
        columns: [
          incrementId('audit_id'),
          varchar('scope_type', 20),
          integer('scope_id'),
          integer('user_id'),
          varchar('kind', 40),
          varchar('object_type', 30),
          integer('object_id'),
          { name: 'changes', type: 'text' },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          { name: 'IDX_audit_entry_scope_created', columnNames: ['scope_type', 'scope_id', 'created_at'] },
          { name: 'IDX_audit_entry_scope_user', columnNames: ['scope_type', 'scope_id', 'user_id'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_entry');
  }
}
