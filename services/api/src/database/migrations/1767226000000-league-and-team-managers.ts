import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const userColumn: TableColumnOptions = { name: 'user_id', type: 'integer', isPrimary: true };
const createdAt: TableColumnOptions = { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' };

/**
 * Who runs what: the managers of a league main (grade 1 full rights, 5 records only, others by
 * their role flags) and the members allowed into a team's staff portal. The affiliation panel of
 * the league pages reads both; the league and team admin areas write them.
 */
export class LeagueAndTeamManagers1767226000000 implements MigrationInterface {
  name = 'LeagueAndTeamManagers1767226000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'league_manager',
        columns: [
          { name: 'main_id', type: 'integer', isPrimary: true },
          userColumn,
          { name: 'grade', type: 'integer', default: 1 },
          { name: 'memo', type: 'varchar', length: '100', isNullable: true },
          // The permission flags as the spec's JSON text (leagueTeam, teamPlayer, leagueSchedule, ...).
          { name: 'roles', type: 'varchar', length: '1000', isNullable: true },
          createdAt,
        ],
        indices: [{ name: 'IDX_league_manager_user_id', columnNames: ['user_id'] }],
        foreignKeys: [
          { name: 'FK_league_manager_main_id', columnNames: ['main_id'], referencedTableName: 'league_main', referencedColumnNames: ['main_id'], onDelete: 'CASCADE' },
          { name: 'FK_league_manager_user_id', columnNames: ['user_id'], referencedTableName: 'user', referencedColumnNames: ['user_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'team_manager',
        columns: [{ name: 'team_id', type: 'integer', isPrimary: true }, userColumn, createdAt],
        indices: [{ name: 'IDX_team_manager_user_id', columnNames: ['user_id'] }],
        foreignKeys: [
          { name: 'FK_team_manager_team_id', columnNames: ['team_id'], referencedTableName: 'team', referencedColumnNames: ['team_id'], onDelete: 'CASCADE' },
          { name: 'FK_team_manager_user_id', columnNames: ['user_id'], referencedTableName: 'user', referencedColumnNames: ['user_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('team_manager');
    await queryRunner.dropTable('league_manager');
  }
}
