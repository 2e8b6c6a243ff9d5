import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { incrementId, integer, varchar, createdAt, foreignKey } from './table-parts';

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
          incrementId('temp_password_id'),
          integer('user_id'),
          varchar('password_hash', 255),
          createdAt(),
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
        ],
        indices: [{ name: 'IDX_temp_password_user_id', columnNames: ['user_id'] }],
        foreignKeys: [foreignKey('temp_password', 'user_id', 'user', 'user_id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('temp_password');
  }
}
