import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

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
          { name: 'audit_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'scope_type', type: 'varchar', length: '20' },
          { name: 'scope_id', type: 'integer' },
          { name: 'user_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '40' },
          { name: 'object_type', type: 'varchar', length: '30' },
          { name: 'object_id', type: 'integer' },
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
