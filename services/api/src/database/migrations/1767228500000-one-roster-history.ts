import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { teamLeaveColumns } from './table-parts';

/**
 * One roster history: the entries members ended themselves (team_leave) join those team managers
 * ended (team_player_history, removed_by = who ended it, here the member), and team_leave goes.
 */
export class OneRosterHistory1767228500000 implements MigrationInterface {
  name = 'OneRosterHistory1767228500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO team_player_history (team_id, player_id, backnumber, team_role, position, joined_at, left_at, removed_by)
       SELECT team_id, player_id, backnumber, team_role, position, joined_at, DATE(left_at), user_id FROM team_leave`,
    );
    await queryRunner.dropTable('team_leave');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'team_leave',
        columns: teamLeaveColumns(),
      }),
    );
  }
}
