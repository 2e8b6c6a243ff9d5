import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Idempotency-Key of the writes a client may resend (src/common/idempotency): one row per caller
 * (member:<id> or address:<ip>) and key, taken when the request starts (the primary key is the lock)
 * and completed with its answer (status and the answer as JSON text); a row without a status is
 * still running. Rows older than 24 hours are swept.
 */
export class IdempotencyKeys1767228800000 implements MigrationInterface {
  name = 'IdempotencyKeys1767228800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Keys are compared byte for byte: 'abc' and 'ABC' are two keys.
    const binary = queryRunner.connection.options.type === 'mysql' || queryRunner.connection.options.type === 'mariadb' ? { collation: 'utf8mb4_bin' } : {};
    await queryRunner.createTable(
      new Table({
        name: 'idempotency_key',
        columns: [
          { name: 'owner', type: 'varchar', length: '64', isPrimary: true, ...binary },
          { name: 'idem_key', type: 'varchar', length: '128', isPrimary: true, ...binary },
          { name: 'method', type: 'varchar', length: '10' },
          { name: 'path', type: 'varchar', length: '500' },
          { name: 'body_hash', type: 'varchar', length: '64' },
          { name: 'status', type: 'integer', isNullable: true },
          { name: 'response', type: 'mediumtext', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [{ name: 'IDX_idempotency_key_created', columnNames: ['created_at'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('idempotency_key');
  }
}
