import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { incrementId, integer, createdAt, foreignKey } from './table-parts';

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
          incrementId('temp_id'),
          integer('league_id', { isUnique: true }),
          integer('game_cnt'),
          { name: 'options', type: 'text' },
          integer('created_by', { isNullable: true }),
          createdAt(),
        ],
        foreignKeys: [
          foreignKey('schedule_temp', 'league_id', 'league', 'league_id'),
          foreignKey('schedule_temp', 'created_by', 'user', 'user_id', 'SET NULL'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'schedule_temp_game',
        columns: [
          incrementId('temp_game_id'),
          integer('temp_id'),
          integer('round'),
          { name: 'schedule_time', type: 'datetime' },
          integer('ground_id'),
          integer('visit_team_id'),
          integer('home_team_id'),
        ],
        indices: [{ name: 'IDX_schedule_temp_game_temp', columnNames: ['temp_id', 'schedule_time'] }],
        foreignKeys: [
          foreignKey('schedule_temp_game', 'temp_id', 'schedule_temp', 'temp_id'),
          foreignKey('schedule_temp_game', 'ground_id', 'ground', 'ground_id'),
          foreignKey('schedule_temp_game', 'visit_team_id', 'team', 'team_id'),
          foreignKey('schedule_temp_game', 'home_team_id', 'team', 'team_id'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('schedule_temp_game');
    await queryRunner.dropTable('schedule_temp');
  }
}
