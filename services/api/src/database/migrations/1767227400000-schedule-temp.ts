import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Temporary schedules (임시 일정, spec "Temp schedule"): a league's saved round-robin (one per
 * league: saving again replaces it) with its options as JSON text, who saved it and when, and its
 * games as rows so one game can be moved or have home and away swapped before the schedule is
 * applied (turned into schedule rows) or deleted.
 */
export class ScheduleTemp1767227400000 implements MigrationInterface {
  name = 'ScheduleTemp1767227400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'schedule_temp',
        columns: [
          { name: 'temp_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'league_id', type: 'integer', isUnique: true },
          { name: 'game_cnt', type: 'integer' },
          { name: 'options', type: 'text' },
          { name: 'created_by', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          { name: 'FK_schedule_temp_league_id', columnNames: ['league_id'], referencedTableName: 'league', referencedColumnNames: ['league_id'], onDelete: 'CASCADE' },
          { name: 'FK_schedule_temp_created_by', columnNames: ['created_by'], referencedTableName: 'user', referencedColumnNames: ['user_id'], onDelete: 'SET NULL' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'schedule_temp_game',
        columns: [
          { name: 'temp_game_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'temp_id', type: 'integer' },
          { name: 'round', type: 'integer' },
          { name: 'schedule_time', type: 'datetime' },
          { name: 'ground_id', type: 'integer' },
          { name: 'visit_team_id', type: 'integer' },
          { name: 'home_team_id', type: 'integer' },
        ],
        indices: [{ name: 'IDX_schedule_temp_game_temp', columnNames: ['temp_id', 'schedule_time'] }],
        foreignKeys: [
          { name: 'FK_schedule_temp_game_temp_id', columnNames: ['temp_id'], referencedTableName: 'schedule_temp', referencedColumnNames: ['temp_id'], onDelete: 'CASCADE' },
          { name: 'FK_schedule_temp_game_ground_id', columnNames: ['ground_id'], referencedTableName: 'ground', referencedColumnNames: ['ground_id'], onDelete: 'CASCADE' },
          { name: 'FK_schedule_temp_game_visit_team_id', columnNames: ['visit_team_id'], referencedTableName: 'team', referencedColumnNames: ['team_id'], onDelete: 'CASCADE' },
          { name: 'FK_schedule_temp_game_home_team_id', columnNames: ['home_team_id'], referencedTableName: 'team', referencedColumnNames: ['team_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('schedule_temp_game');
    await queryRunner.dropTable('schedule_temp');
  }
}
