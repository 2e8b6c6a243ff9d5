import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Joining a team (spec section 4, team join request). team_join_request keeps what the member
 * entered on the join form until a team manager approves (state 2: his player record and a
 * team_player row are written from it) or rejects it (3). open_key is 1 while awaiting and NULL
 * once decided, so the unique index allows one awaiting request per member and team while decided
 * ones stay as history (NULLs never collide, on MySQL and SQLite alike).
 *
 * team_leave keeps the roster entries members ended themselves (/user/withdrawTeam): the
 * team_player row goes, its back number, role and dates stay here, and game records are untouched.
 * user_id and decided_by have no foreign key so the history outlives a withdrawn member.
 */
export class TeamJoinRequest1767227800000 implements MigrationInterface {
  name = 'TeamJoinRequest1767227800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'team_join_request',
        columns: [
          { name: 'request_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'team_id', type: 'integer' },
          { name: 'user_id', type: 'integer' },
          { name: 'player_id', type: 'integer', isNullable: true },
          { name: 'state', type: 'integer', default: 1 },
          { name: 'open_key', type: 'integer', isNullable: true, default: 1 },
          { name: 'team_role', type: 'integer', default: 7 },
          { name: 'player_name', type: 'varchar', length: '20' },
          { name: 'birthday', type: 'varchar', length: '8' },
          { name: 'gender', type: 'varchar', length: '1' },
          { name: 'phone', type: 'varchar', length: '20' },
          { name: 'middle_school', type: 'varchar', length: '50' },
          { name: 'school_name', type: 'varchar', length: '50' },
          { name: 'address1', type: 'varchar', length: '100' },
          { name: 'position', type: 'varchar', length: '2' },
          { name: 'bat_thrw', type: 'smallint', default: 11 },
          { name: 'pro_type', type: 'smallint', default: 0 },
          { name: 'pro_type_middle', type: 'smallint', default: 0 },
          { name: 'backnumber', type: 'varchar', length: '10', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'decided_by', type: 'integer', isNullable: true },
          { name: 'decided_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          { name: 'UQ_team_join_request_open', columnNames: ['team_id', 'user_id', 'open_key'], isUnique: true },
          { name: 'IDX_team_join_request_team_state', columnNames: ['team_id', 'state'] },
          { name: 'IDX_team_join_request_user_id', columnNames: ['user_id'] },
        ],
        foreignKeys: [
          { name: 'FK_team_join_request_team_id', columnNames: ['team_id'], referencedTableName: 'team', referencedColumnNames: ['team_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'team_leave',
        columns: [
          { name: 'leave_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'team_id', type: 'integer' },
          { name: 'player_id', type: 'integer' },
          { name: 'user_id', type: 'integer' },
          { name: 'backnumber', type: 'varchar', length: '10', isNullable: true },
          { name: 'team_role', type: 'integer', default: 7 },
          { name: 'position', type: 'varchar', length: '5', isNullable: true },
          { name: 'joined_at', type: 'date', isNullable: true },
          { name: 'left_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'IDX_team_leave_team_id', columnNames: ['team_id'] },
          { name: 'IDX_team_leave_player_id', columnNames: ['player_id'] },
        ],
        foreignKeys: [
          { name: 'FK_team_leave_team_id', columnNames: ['team_id'], referencedTableName: 'team', referencedColumnNames: ['team_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('team_leave');
    await queryRunner.dropTable('team_join_request');
  }
}
