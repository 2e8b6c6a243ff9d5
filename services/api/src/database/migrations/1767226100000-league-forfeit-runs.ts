import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The official score of a forfeit or default in a league (shown as this many runs to 0). */
export class LeagueForfeitRuns1767226100000 implements MigrationInterface {
  name = 'LeagueForfeitRuns1767226100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('league', new TableColumn({ name: 'forfeit_runs', type: 'int', default: 9 }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('league', 'forfeit_runs');
  }
}
