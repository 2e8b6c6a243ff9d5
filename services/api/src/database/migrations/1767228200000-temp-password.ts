import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Temporary passwords mailed by /user/findpassword (services/api/docs/temp-password.md): the
 * argon2id hash, when it expires and when it was used (once). A newer request expires the older
 * ones. Rows go with the account (withdrawal keeps the user row, so no rows are orphaned).
 */
export class TempPassword1767228200000 implements MigrationInterface {
  name = 'TempPassword1767228200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'temp_password',
        columns: [
          { name: 'temp_password_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'integer' },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
        ],
        indices: [{ name: 'IDX_temp_password_user_id', columnNames: ['user_id'] }],
        foreignKeys: [
          { name: 'FK_temp_password_user_id', columnNames: ['user_id'], referencedTableName: 'user', referencedColumnNames: ['user_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('temp_password');
  }
}
