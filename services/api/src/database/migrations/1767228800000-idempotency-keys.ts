import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { integer, varchar, binaryCollation } from './table-parts';

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
    const binary = binaryCollation(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'idempotency_key',
        columns: [
          varchar('owner', 64, { isPrimary: true, ...binary }),
          varchar('idem_key', 128, { isPrimary: true, ...binary }),
          varchar('method', 10),
          varchar('path', 500),
          varchar('body_hash', 64),
          integer('status', { isNullable: true }),
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
