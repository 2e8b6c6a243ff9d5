import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { incrementId, integer, varchar, foreignKey } from './table-parts';

/**
 * Ended roster lines (services/api/docs/teams.md, "Team staff roster and league entries"): when team
 * staff remove a player from the roster his team_player line ends here with the day it ended and who
 * ended it. team_player keeps only the current roster, so every module that reads it (lineups,
 * registrations, joining) sees the current roster without filtering; the player record, his league
 * entries with game lines and his game lines stay.
 */
export class TeamRoster1767228000000 implements MigrationInterface {
  name = 'TeamRoster1767228000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'team_player_history',
        columns: [
          incrementId('history_id'),
          integer('team_id'),
          integer('player_id'),
          varchar('backnumber', 10, { isNullable: true }),
          integer('team_role'),
          varchar('position', 5, { isNullable: true }),
          { name: 'joined_at', type: 'date', isNullable: true },
          { name: 'left_at', type: 'date' },
          integer('removed_by', { isNullable: true }),
        ],
        indices: [
          { name: 'IDX_team_player_history_team_id', columnNames: ['team_id'] },
          { name: 'IDX_team_player_history_player_id', columnNames: ['player_id'] },
        ],
        foreignKeys: [
          foreignKey('team_player_history', 'team_id', 'team', 'team_id'),
          foreignKey('team_player_history', 'player_id', 'player', 'player_id'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('team_player_history');
  }
}
