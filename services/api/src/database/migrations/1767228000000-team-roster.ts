import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

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
          { name: 'history_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'team_id', type: 'integer' },
          { name: 'player_id', type: 'integer' },
          { name: 'backnumber', type: 'varchar', length: '10', isNullable: true },
          { name: 'team_role', type: 'integer' },
          { name: 'position', type: 'varchar', length: '5', isNullable: true },
          { name: 'joined_at', type: 'date', isNullable: true },
          { name: 'left_at', type: 'date' },
          { name: 'removed_by', type: 'integer', isNullable: true },
        ],
        indices: [
          { name: 'IDX_team_player_history_team_id', columnNames: ['team_id'] },
          { name: 'IDX_team_player_history_player_id', columnNames: ['player_id'] },
        ],
        foreignKeys: [
          {
            name: 'FK_team_player_history_team_id',
            columnNames: ['team_id'],
            referencedTableName: 'team',
            referencedColumnNames: ['team_id'],
            onDelete: 'CASCADE',
          },
          {
            name: 'FK_team_player_history_player_id',
            columnNames: ['player_id'],
            referencedTableName: 'player',
            referencedColumnNames: ['player_id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('team_player_history');
  }
}
