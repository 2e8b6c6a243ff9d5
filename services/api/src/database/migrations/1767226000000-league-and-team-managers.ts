import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { integer, varchar, createdAt, foreignKey } from './table-parts';

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
          integer('main_id', { isPrimary: true }),
          integer('user_id', { isPrimary: true }),
          integer('grade', { default: 1 }),
          varchar('memo', 100, { isNullable: true }),
          // The permission flags as the spec's JSON text (leagueTeam, teamPlayer, leagueSchedule, ...).
          varchar('roles', 1000, { isNullable: true }),
          createdAt(),
        ],
        indices: [{ name: 'IDX_league_manager_user_id', columnNames: ['user_id'] }],
        foreignKeys: [
          foreignKey('league_manager', 'main_id', 'league_main', 'main_id'),
          foreignKey('league_manager', 'user_id', 'user', 'user_id'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'team_manager',
        columns: [integer('team_id', { isPrimary: true }), integer('user_id', { isPrimary: true }), createdAt()],
        indices: [{ name: 'IDX_team_manager_user_id', columnNames: ['user_id'] }],
        foreignKeys: [
          foreignKey('team_manager', 'team_id', 'team', 'team_id'),
          foreignKey('team_manager', 'user_id', 'user', 'user_id'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('team_manager');
    await queryRunner.dropTable('league_manager');
  }
}
