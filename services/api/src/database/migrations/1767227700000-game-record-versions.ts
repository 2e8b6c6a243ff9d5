import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { incrementId, integer, varchar, createdAt, foreignKey } from './table-parts';

/**
 * The official record (issue 15, services/api/docs/records-model.md "Box-score entry and the
 * official record"): on `game`, the record's state (draft while being entered, final, corrected),
 * its version for optimistic concurrency (two scorers saving at once) and whether a grade-1
 * manager has opened a correction; `game_record_version` keeps every change of a final record
 * (who, when, why, what changed as JSON).
 */
export class GameRecordVersions1767227700000 implements MigrationInterface {
  name = 'GameRecordVersions1767227700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('game', [
      new TableColumn(varchar('record_state', 10, { default: "'draft'" })),
      new TableColumn(integer('record_version', { default: 1 })),
      new TableColumn({ name: 'correction_open', type: 'boolean', default: false }),
    ]);
    // Every record so far came from a season file: an official result, not one being entered.
    await queryRunner.query("UPDATE game SET record_state = 'final'");
    await queryRunner.createTable(
      new Table({
        name: 'game_record_version',
        columns: [
          incrementId('game_record_version_id'),
          integer('game_id'),
          integer('version'),
          integer('user_id', { isNullable: true }),
          varchar('action', 12),
          varchar('reason', 200, { isNullable: true }),
          { name: 'changes', type: 'text' },
          createdAt(),
        ],
        indices: [{ name: 'IDX_game_record_version_game_id', columnNames: ['game_id'] }],
        foreignKeys: [foreignKey('game_record_version', 'game_id', 'game', 'game_id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('game_record_version');
    await queryRunner.dropColumns('game', ['record_state', 'record_version', 'correction_open']);
  }
}
