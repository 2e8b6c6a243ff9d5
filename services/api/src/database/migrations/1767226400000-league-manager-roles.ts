import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { LEAGUE_MANAGER_ROLES, rolesFromJson, type LeagueManagerRole } from '@dugout/contracts';
import { incrementId, integer, varchar, createdAt, foreignKey } from './table-parts';

/** One boolean column per role flag; the spec's JSON text is made only at the API boundary. */
const ROLE_COLUMNS: Record<LeagueManagerRole, string> = {
  leagueTeam: 'role_league_team',
  teamPlayer: 'role_team_player',
  leagueSchedule: 'role_league_schedule',
  leagueGame: 'role_league_game',
  manageBoard: 'role_manage_board',
  createBoard: 'role_create_board',
};

/**
 * League managers' role flags as typed columns (converted from the JSON text column `roles`), and
 * the members' requests to become a manager of a league main (status 1 pending, 2 approved, 3 rejected).
 */
export class LeagueManagerRoles1767226400000 implements MigrationInterface {
  name = 'LeagueManagerRoles1767226400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const role of LEAGUE_MANAGER_ROLES) {
      await queryRunner.addColumn('league_manager', new TableColumn({ name: ROLE_COLUMNS[role], type: 'boolean', default: 0 }));
    }
    const rows: { main_id: number; user_id: number; roles: string | null }[] = await queryRunner.query(
      'SELECT main_id, user_id, roles FROM league_manager WHERE roles IS NOT NULL',
    );
    for (const row of rows) {
      const roles = rolesFromJson(row.roles);
      if (roles.length === 0) continue;
      const sets = roles.map((role) => `${ROLE_COLUMNS[role]} = 1`).join(', ');
      await queryRunner.query(`UPDATE league_manager SET ${sets} WHERE main_id = ? AND user_id = ?`, [row.main_id, row.user_id]);
    }
    await queryRunner.dropColumn('league_manager', 'roles');

    await queryRunner.createTable(
      new Table({
        name: 'manager_request',
        columns: [
          incrementId('request_id'),
          integer('main_id'),
          integer('user_id'),
          varchar('message', 200, { isNullable: true }),
          integer('status', { default: 1 }),
          integer('decided_by', { isNullable: true }),
          { name: 'decided_at', type: 'datetime', isNullable: true },
          createdAt(),
        ],
        indices: [
          { name: 'IDX_manager_request_main_status', columnNames: ['main_id', 'status'] },
          { name: 'IDX_manager_request_user_id', columnNames: ['user_id'] },
        ],
        foreignKeys: [
          foreignKey('manager_request', 'main_id', 'league_main', 'main_id'),
          foreignKey('manager_request', 'user_id', 'user', 'user_id'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('manager_request');
    await queryRunner.addColumn('league_manager', new TableColumn(varchar('roles', 1000, { isNullable: true })));
    const rows: Record<string, unknown>[] = await queryRunner.query('SELECT * FROM league_manager');
    for (const row of rows) {
      const roles = LEAGUE_MANAGER_ROLES.filter((role) => Number(row[ROLE_COLUMNS[role]]) === 1);
      const json = JSON.stringify(Object.fromEntries(LEAGUE_MANAGER_ROLES.map((role) => [role, roles.includes(role)])));
      await queryRunner.query('UPDATE league_manager SET roles = ? WHERE main_id = ? AND user_id = ?', [json, row['main_id'], row['user_id']]);
    }
    for (const role of LEAGUE_MANAGER_ROLES) {
      await queryRunner.dropColumn('league_manager', ROLE_COLUMNS[role]);
    }
  }
}
