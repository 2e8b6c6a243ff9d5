import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { integer } from './table-parts';

/**
 * A league main's lineup deadline (services/api/docs/lineups.md): how many minutes before the game
 * time the teams' lineups close. After it only the league's managers change a lineup, and both
 * lineups are shown to everyone.
 */
export class LineupDeadline1767228100000 implements MigrationInterface {
  name = 'LineupDeadline1767228100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('league_main', new TableColumn(integer('lineup_deadline_minutes', { default: 30 })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('league_main', 'lineup_deadline_minutes');
  }
}
