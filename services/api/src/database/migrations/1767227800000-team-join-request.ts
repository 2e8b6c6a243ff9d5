import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { incrementId, integer, varchar, createdAt, foreignKey, teamLeaveColumns } from './table-parts';

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
          incrementId('request_id'),
          integer('team_id'),
          integer('user_id'),
          integer('player_id', { isNullable: true }),
          integer('state', { default: 1 }),
          integer('open_key', { isNullable: true, default: 1 }),
          integer('team_role', { default: 7 }),
          varchar('player_name', 20),
          varchar('birthday', 8),
          varchar('gender', 1),
          varchar('phone', 20),
          varchar('middle_school', 50),
          varchar('school_name', 50),
          varchar('address1', 100),
          varchar('position', 2),
          { name: 'bat_thrw', type: 'smallint', default: 11 },
          { name: 'pro_type', type: 'smallint', default: 0 },
          { name: 'pro_type_middle', type: 'smallint', default: 0 },
          varchar('backnumber', 10, { isNullable: true }),
          createdAt(),
          integer('decided_by', { isNullable: true }),
          { name: 'decided_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          { name: 'UQ_team_join_request_open', columnNames: ['team_id', 'user_id', 'open_key'], isUnique: true },
          { name: 'IDX_team_join_request_team_state', columnNames: ['team_id', 'state'] },
          { name: 'IDX_team_join_request_user_id', columnNames: ['user_id'] },
        ],
        foreignKeys: [foreignKey('team_join_request', 'team_id', 'team', 'team_id')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'team_leave',
        columns: teamLeaveColumns(),
        indices: [
          { name: 'IDX_team_leave_team_id', columnNames: ['team_id'] },
          { name: 'IDX_team_leave_player_id', columnNames: ['player_id'] },
        ],
        foreignKeys: [foreignKey('team_leave', 'team_id', 'team', 'team_id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('team_leave');
    await queryRunner.dropTable('team_join_request');
  }
}
