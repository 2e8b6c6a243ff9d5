import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Members (user), their rotating refresh tokens (refresh_token) and the player record of a member (player). */
export class UsersAndPlayers1767225700000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'user',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'email', type: 'varchar', length: '100' },
          { name: 'username', type: 'varchar', length: '20' },
          { name: 'nickname', type: 'varchar', length: '20', isNullable: true },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'phone', type: 'varchar', length: '20' },
          { name: 'birthday', type: 'char', length: '8' },
          { name: 'gender', type: 'char', length: '1' },
          { name: 'photo', type: 'varchar', length: '255', isNullable: true },
          { name: 'is_admin', type: 'boolean', default: 0 },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'withdrawn_at', type: 'datetime', isNullable: true },
        ],
        uniques: [{ name: 'UQ_user_email', columnNames: ['email'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'refresh_token',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'integer' },
          { name: 'family_id', type: 'varchar', length: '64' },
          { name: 'token_hash', type: 'char', length: '64' },
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
          { name: 'revoked_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        uniques: [{ name: 'UQ_refresh_token_token_hash', columnNames: ['token_hash'] }],
        indices: [
          { name: 'IDX_refresh_token_user_id', columnNames: ['user_id'] },
          { name: 'IDX_refresh_token_family_id', columnNames: ['family_id'] },
        ],
        foreignKeys: [
          {
            name: 'FK_refresh_token_user_id',
            columnNames: ['user_id'],
            referencedTableName: 'user',
            referencedColumnNames: ['user_id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'player',
        columns: [
          { name: 'player_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          // A player may exist before (or without) a member account: team staff register players too.
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'player_name', type: 'varchar', length: '20' },
          { name: 'birthday', type: 'char', length: '8', isNullable: true },
          { name: 'gender', type: 'char', length: '1', isNullable: true },
          { name: 'middle_school', type: 'varchar', length: '50', isNullable: true },
          { name: 'school', type: 'varchar', length: '50', isNullable: true },
          { name: 'address1', type: 'varchar', length: '100', isNullable: true },
          { name: 'phone', type: 'varchar', length: '20', isNullable: true },
          { name: 'pro_type_middle', type: 'smallint', default: 0 },
          { name: 'pro_type', type: 'smallint', default: 0 },
          { name: 'bat_thrw', type: 'smallint', default: 11 },
          { name: 'position', type: 'varchar', length: '2', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        // Unique but nullable: at most one player per member, any number of players without one.
        uniques: [{ name: 'UQ_player_user_id', columnNames: ['user_id'] }],
        foreignKeys: [
          {
            name: 'FK_player_user_id',
            columnNames: ['user_id'],
            referencedTableName: 'user',
            referencedColumnNames: ['user_id'],
            onDelete: 'SET NULL',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('player');
    await queryRunner.dropTable('refresh_token');
    await queryRunner.dropTable('user');
  }
}
