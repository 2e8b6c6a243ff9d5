import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { incrementId, integer, varchar, flag, createdAt, foreignKey } from './table-parts';

/** Members (user), their rotating refresh tokens (refresh_token) and the player record of a member (player). */
export class UsersAndPlayers1767225700000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'user',
        columns: [
          incrementId('user_id'),
          varchar('email', 100),
          varchar('username', 20),
          varchar('nickname', 20, { isNullable: true }),
          varchar('password_hash', 255),
          varchar('phone', 20),
          { name: 'birthday', type: 'char', length: '8' },
          { name: 'gender', type: 'char', length: '1' },
          varchar('photo', 255, { isNullable: true }),
          flag('is_admin', false),
          createdAt(),
          { name: 'withdrawn_at', type: 'datetime', isNullable: true },
        ],
        uniques: [{ name: 'UQ_user_email', columnNames: ['email'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'refresh_token',
        columns: [
          incrementId('id'),
          integer('user_id'),
          varchar('family_id', 64),
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
        foreignKeys: [foreignKey('refresh_token', 'user_id', 'user', 'user_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'player',
        columns: [
          incrementId('player_id'),
          // A player may exist before (or without) a member account: team staff register players too.
          integer('user_id', { isNullable: true }),
          varchar('player_name', 20),
          { name: 'birthday', type: 'char', length: '8', isNullable: true },
          { name: 'gender', type: 'char', length: '1', isNullable: true },
          varchar('middle_school', 50, { isNullable: true }),
          varchar('school', 50, { isNullable: true }),
          varchar('address1', 100, { isNullable: true }),
          varchar('phone', 20, { isNullable: true }),
          { name: 'pro_type_middle', type: 'smallint', default: 0 },
          { name: 'pro_type', type: 'smallint', default: 0 },
          { name: 'bat_thrw', type: 'smallint', default: 11 },
          varchar('position', 2, { isNullable: true }),
          createdAt(),
        ],
        // Unique but nullable: at most one player per member, any number of players without one.
        uniques: [{ name: 'UQ_player_user_id', columnNames: ['user_id'] }],
        foreignKeys: [foreignKey('player', 'user_id', 'user', 'user_id', 'SET NULL')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('player');
    await queryRunner.dropTable('refresh_token');
    await queryRunner.dropTable('user');
  }
}
